import Testing
@testable import Pebble

@Suite struct BudgetRoundingTests {
    @Test func roundsWholeAmounts() {
        #expect(Money(cents: 1200).rounded(to: .dollar) == Money(cents: 1200))
    }

    /// Category splits use banker's rounding so that a month's splits add back up to the total.
    @Test func roundsHalfEvenOnPennies() {
        let split = Money(decimal: 0.125).rounded(to: .cent)
        #expect(split == Money(cents: 12))
    }
}
