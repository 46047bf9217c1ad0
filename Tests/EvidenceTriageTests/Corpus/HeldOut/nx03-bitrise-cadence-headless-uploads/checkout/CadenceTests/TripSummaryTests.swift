import Testing
@testable import Cadence

@Suite struct TripSummaryTests {
    @Test func distanceRounding() {
        let summary = TripSummary(meters: 12_460)
        #expect(summary.distanceText == "12.5 km")
    }

    @Test func durationText() {
        #expect(TripSummary(meters: 0, seconds: 3_725).durationText == "1 h 2 min")
    }
}
