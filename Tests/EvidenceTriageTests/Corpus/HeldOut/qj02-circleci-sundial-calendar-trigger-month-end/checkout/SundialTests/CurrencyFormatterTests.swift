import XCTest
@testable import Sundial

final class CurrencyFormatterTests: XCTestCase {
    func testPositiveAmount() {
        XCTAssertEqual(CurrencyFormatter(locale: Locale(identifier: "en_US")).string(42.1), "$42.10")
    }

    func testNegativeAmountsUseParentheses() {
        XCTAssertEqual(CurrencyFormatter(locale: Locale(identifier: "en_US")).string(-42.1), "($42.10)")
    }
}
