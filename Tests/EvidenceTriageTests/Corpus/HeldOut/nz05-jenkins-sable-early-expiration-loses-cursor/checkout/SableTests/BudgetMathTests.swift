import XCTest
@testable import Sable

final class BudgetMathTests: XCTestCase {
    func testRolloverRoundsToCents() {
        let rollover = BudgetMath.rollover(limit: Decimal(string: "250.00")!, spent: Decimal(string: "83.335")!)
        XCTAssertEqual(rollover, Decimal(string: "166.67"))
    }
}
