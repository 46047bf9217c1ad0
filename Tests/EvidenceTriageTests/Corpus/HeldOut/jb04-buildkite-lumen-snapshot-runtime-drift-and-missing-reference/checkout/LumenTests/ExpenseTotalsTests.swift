import XCTest
@testable import Lumen

final class ExpenseTotalsTests: XCTestCase {
    func testTotalsExcludeRefunds() {
        let totals = ExpenseTotals(receipts: [.fixture(total: 20), .fixture(total: -5, refunded: true), .fixture(total: 7.5)])
        XCTAssertEqual(totals.spent, 27.5)
    }

    func testMonthlyTotalsGroupByMonth() {
        let totals = ExpenseTotals(receipts: [.fixture(total: 10, date: "2026-10-31"), .fixture(total: 4, date: "2026-11-01")])
        XCTAssertEqual(totals.byMonth.map(\.amount), [10, 4])
    }
}
