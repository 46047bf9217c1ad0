import XCTest
@testable import TallyhubKit

final class CurrencyFormatterTests: XCTestCase {
    func testFormatsYenWithoutDecimals() {
        let text = CurrencyFormatter(locale: Locale(identifier: "ja_JP")).string(minor: 1_200, currency: "JPY")
        XCTAssertEqual(text, "￥1,200")
    }
}
