import XCTest
@testable import TallyhubKit

final class BudgetMathTests: XCTestCase {
    func testMonthlyRolloverCarriesRemainder() {
        let march = Budget(limitMinor: 50_000, spentMinor: 41_250)
        let april = march.rolledOver(limitMinor: 50_000)
        XCTAssertEqual(april.availableMinor, 58_750)
    }
}
