import XCTest
@testable import QuokkaKit

final class CurrencyFormatterTests: XCTestCase {
    func testNegativeBalanceUsesMinusSign() {
        XCTAssertEqual(CurrencyFormatter(locale: Locale(identifier: "en_US")).string(-42.5), "-$42.50")
    }

    func testZeroBalance() {
        XCTAssertEqual(CurrencyFormatter(locale: Locale(identifier: "en_US")).string(0), "$0.00")
    }
}
