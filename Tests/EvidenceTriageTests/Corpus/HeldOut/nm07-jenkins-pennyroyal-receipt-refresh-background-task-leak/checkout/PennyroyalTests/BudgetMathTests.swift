import XCTest
@testable import Pennyroyal

final class BudgetMathTests: XCTestCase {
    func testMonthlyRolloverCarriesRemainder() {
        let next = BudgetMath.rollover(budget: 500_00, spent: 420_50, carry: true)
        XCTAssertEqual(next.carriedOver, 79_50)
    }
}
