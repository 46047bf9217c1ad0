import XCTest
@testable import Tally

final class BudgetMathTests: XCTestCase {
    func testRolloverCarriesUnspentAmount() {
        let april = BudgetMonth(limit: 500, spent: 420)
        XCTAssertEqual(BudgetMath.rollover(from: april, baseLimit: 500), 580)
    }
}
