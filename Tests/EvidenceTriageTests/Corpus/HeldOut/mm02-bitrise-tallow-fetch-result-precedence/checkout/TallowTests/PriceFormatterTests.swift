import XCTest
@testable import Tallow

final class PriceFormatterTests: XCTestCase {
    func testFormatsEuro() {
        XCTAssertEqual(PriceFormatter(locale: Locale(identifier: "de_DE")).string(cents: 1999, currency: "EUR"), "19,99\u{00A0}€")
    }

    func testFormatsYenWithoutDecimals() {
        XCTAssertEqual(PriceFormatter(locale: Locale(identifier: "ja_JP")).string(cents: 120000, currency: "JPY"), "￥1,200")
    }
}
