import XCTest
@testable import Runner

/// Native helper shared with the home-screen widget.
final class BudgetRolloverTests: XCTestCase {
    func testRolloverKeepsUnspentAmount() {
        let august = BudgetPeriod(limitCents: 50_000, spentCents: 41_250)
        let september = august.rolledOver(limitCents: 50_000)
        XCTAssertEqual(september.availableCents, 58_750)
    }
}
