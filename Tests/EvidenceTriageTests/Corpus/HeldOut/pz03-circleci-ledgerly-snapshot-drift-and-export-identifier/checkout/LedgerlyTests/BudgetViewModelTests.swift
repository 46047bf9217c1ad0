import XCTest
@testable import Ledgerly

final class BudgetViewModelTests: XCTestCase {
    func testRemainingShowsNegativeWhenOverspent() {
        let vm = BudgetViewModel(limit: 200, spent: 236.50)
        XCTAssertEqual(vm.remainingText, "-$36.50")
    }
}
