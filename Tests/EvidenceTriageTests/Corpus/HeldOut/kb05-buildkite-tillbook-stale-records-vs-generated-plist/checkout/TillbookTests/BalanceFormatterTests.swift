import XCTest
@testable import Tillbook

final class BalanceFormatterTests: XCTestCase {
    func testPositiveBalances() {
        XCTAssertEqual(BalanceFormatter.string(42.10), "$42.10")
    }

    func testNegativeBalancesUseParentheses() {
        XCTAssertEqual(BalanceFormatter.string(-42.10), "($42.10)")
    }
}
