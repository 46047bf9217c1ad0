import XCTest
import Shared

final class BudgetMathTests: XCTestCase {
    func testMonthlyRolloverCarriesRemainder() {
        let july = Envelope(name: "Groceries", budgetCents: 40_000, spentCents: 31_250)
        let august = BudgetMath.shared.rollover(envelope: july, nextBudgetCents: 40_000)
        XCTAssertEqual(august.availableCents, 48_750)
    }
}
