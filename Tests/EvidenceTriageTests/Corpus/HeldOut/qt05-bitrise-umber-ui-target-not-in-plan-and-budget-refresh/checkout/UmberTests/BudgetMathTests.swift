import Testing
@testable import Umber

@Suite struct BudgetMathTests {
    @Test func rolloverCapsAtLimit() {
        let next = BudgetMath.rollover(unspent: 180, limit: 150, monthlyBudget: 600)
        #expect(next == 750)
    }
}
