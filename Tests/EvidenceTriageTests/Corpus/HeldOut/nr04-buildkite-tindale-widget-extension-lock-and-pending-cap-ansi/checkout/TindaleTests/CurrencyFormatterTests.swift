import XCTest
@testable import Tindale

final class CurrencyFormatterTests: XCTestCase {
    func testEuroHasTwoDecimals() {
        XCTAssertEqual(CurrencyFormatter(code: "EUR", locale: "de_DE").string(1234.5), "1.234,50 €")
    }

    func testYenHasNoDecimals() {
        XCTAssertEqual(CurrencyFormatter(code: "JPY", locale: "ja_JP").string(1234), "￥1,234")
    }
}
