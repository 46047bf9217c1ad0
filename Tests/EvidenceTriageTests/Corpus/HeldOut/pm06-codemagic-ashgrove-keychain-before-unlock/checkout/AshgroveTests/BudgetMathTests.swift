import XCTest
@testable import Ashgrove

final class BudgetMathTests: XCTestCase {
    func testMonthlyRemainingRoundsToCents() {
        let remaining = BudgetMath.remaining(limit: 400, spent: [12.335, 87.10, 45.005])
        XCTAssertEqual(remaining, Decimal(string: "255.56"))
    }
}
