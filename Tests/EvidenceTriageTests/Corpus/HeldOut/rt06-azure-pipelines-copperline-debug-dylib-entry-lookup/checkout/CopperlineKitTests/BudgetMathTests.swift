import XCTest
@testable import CopperlineKit

final class BudgetMathTests: XCTestCase {
    func testRolloverCarriesUnspentAmount() {
        let march = BudgetMonth(limit: 400, spent: 310)
        let april = BudgetMonth(limit: 400, spent: 0, rollover: march.rolloverAmount)
        XCTAssertEqual(april.available, 490)
    }
}
