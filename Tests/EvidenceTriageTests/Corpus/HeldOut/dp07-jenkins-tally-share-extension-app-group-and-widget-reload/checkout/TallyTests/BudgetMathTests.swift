import XCTest
@testable import Tally

final class BudgetMathTests: XCTestCase {
    func testRolloverCarriesUnspentToNextMonth() {
        let october = MonthBudget(limit: 1_500, spent: 1_240, rollover: 0)
        let november = october.next(limit: 1_500)
        XCTAssertEqual(november.available, 1_760)
    }
}
