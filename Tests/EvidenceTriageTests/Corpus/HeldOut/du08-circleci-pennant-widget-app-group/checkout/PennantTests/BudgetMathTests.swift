import XCTest
@testable import PennantKit

final class BudgetMathTests: XCTestCase {
    func testMonthlyRollover() {
        XCTAssertEqual(Budget(cents: 10_000).rolledOver(spent: 2_500).cents, 17_500)
    }

    func testSplitsRemainderToLastEnvelope() {
        let parts = Money(cents: 10_000).split(into: 3)
        XCTAssertEqual(parts.map(\.cents), [3333, 3333, 3334])
    }
}
