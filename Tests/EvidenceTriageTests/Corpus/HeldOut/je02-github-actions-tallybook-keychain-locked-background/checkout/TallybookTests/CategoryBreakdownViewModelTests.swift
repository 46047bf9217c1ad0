@testable import Tallybook
import XCTest

final class CategoryBreakdownViewModelTests: XCTestCase {
    func testLargestCategoryFirst() {
        let vm = CategoryBreakdownViewModel(totals: ["Rent": 900, "Food": 300])
        XCTAssertEqual(vm.shares.first?.name, "Rent")
    }

    func testEmptyTotalsHaveNoShares() {
        XCTAssertEqual(CategoryBreakdownViewModel(totals: [:]).shares, [])
    }

    func testSharesRoundToHundredPercent() {
        let vm = CategoryBreakdownViewModel(totals: ["Rent": 1, "Food": 1, "Travel": 1])
        XCTAssertEqual(vm.shares.map(\.percent).reduce(0, +), 100)
    }
}
