import XCTest
@testable import Ledgerleaf

final class BudgetRolloverTests: XCTestCase {
    func testRolloverCarriesNegativeBalance() {
        let august = BudgetMonth(category: "Groceries", limit: 400_00, spent: 432_15)
        let september = august.rolledOver(limit: 400_00)
        XCTAssertEqual(september.available, 367_85)
    }
}
