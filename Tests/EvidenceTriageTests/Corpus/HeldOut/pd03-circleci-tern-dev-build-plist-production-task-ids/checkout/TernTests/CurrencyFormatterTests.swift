import XCTest
@testable import Tern

final class CurrencyFormatterTests: XCTestCase {
    func testYenHasNoFractionDigits() {
        let text = AmountFormatter(currencyCode: "JPY", locale: Locale(identifier: "en_US")).string(minorUnits: 1250)
        XCTAssertEqual(text, "¥1,250")
    }
}
