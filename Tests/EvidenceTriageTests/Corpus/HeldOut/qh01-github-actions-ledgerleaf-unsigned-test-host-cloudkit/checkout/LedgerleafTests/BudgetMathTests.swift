import XCTest
@testable import Ledgerleaf

final class BudgetMathTests: XCTestCase {
    func testMonthlyRolloverCarriesRemainder() {
        let march = BudgetMonth(limit: 500, spent: 420)
        let april = BudgetMath.rollover(from: march, nextLimit: 500)
        XCTAssertEqual(april.available, 580)
    }

    func testSplitRoundsToCents() {
        let parts = BudgetMath.split(Decimal(string: "100.00")!, ways: 3)
        XCTAssertEqual(parts, [Decimal(string: "33.34")!, Decimal(string: "33.33")!, Decimal(string: "33.33")!])
    }

    func testOverspendFlag() {
        XCTAssertTrue(BudgetMath.isOverspent(BudgetMonth(limit: 100, spent: 101)))
    }
}
