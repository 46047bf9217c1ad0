import XCTest
@testable import Kestrel

@MainActor
final class BudgetSummaryViewModelTests: RepeatingTestCase {

    func testEmptyMonthShowsZeroSpent() {
        let sut = BudgetSummaryViewModel(transactions: [], month: .init(year: 2026, month: 11))
        XCTAssertEqual(sut.spentText, "$0.00")
    }

    func testCategoryTotalsRoundToCents() {
        let sut = BudgetSummaryViewModel(transactions: [
            .fixture(amount: 4.115, category: .groceries),
            .fixture(amount: 8.225, category: .groceries),
        ], month: .init(year: 2026, month: 11))
        XCTAssertEqual(sut.total(for: .groceries), Decimal(string: "12.34"))
    }
}
