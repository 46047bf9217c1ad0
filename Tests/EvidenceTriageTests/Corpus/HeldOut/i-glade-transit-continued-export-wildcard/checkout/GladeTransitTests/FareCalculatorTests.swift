import Testing
@testable import GladeTransit

struct FareCalculatorTests {
    @Test func offPeakFareHasNoSurcharge() {
        #expect(FareCalculator().fare(zones: 2, at: .offPeak) == 2.40)
    }

    @Test func peakFareAppliesSurcharge() {
        #expect(FareCalculator().fare(zones: 2, at: .peak) == 3.00)
    }
}
