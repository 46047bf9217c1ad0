import Shared
import Testing

@Suite struct PriceRoundingTests {
    @Test func roundsDownBelowHalf() {
        #expect(PriceFormatter.shared.format(cents: 1_234.4) == "12.34")
    }

    @Test func roundsHalfUpToCents() {
        #expect(PriceFormatter.shared.format(cents: 1_234.5) == "12.35")
    }
}
