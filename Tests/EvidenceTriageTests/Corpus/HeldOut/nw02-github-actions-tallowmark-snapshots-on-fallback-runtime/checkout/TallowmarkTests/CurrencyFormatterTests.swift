import XCTest
@testable import Tallowmark

final class CurrencyFormatterTests: XCTestCase {
    func testEuroUsesTwoFractionDigits() {
        let f = AmountFormatter(currencyCode: "EUR", locale: Locale(identifier: "de_DE"))
        XCTAssertEqual(f.string(from: 1234.5), "1.234,50 €")
    }

    func testYenHasNoFractionDigits() {
        let f = AmountFormatter(currencyCode: "JPY", locale: Locale(identifier: "ja_JP"))
        XCTAssertEqual(f.string(from: 1500), "￥1,500")
    }
}
