import Testing
@testable import Harborlog

@Suite("Trip summary") struct TripSummaryTests {
    @Test func nauticalMilesRounded() {
        let s = TripSummary(meters: 18_520)
        #expect(s.nauticalMilesText == "10.0 nm")
    }
    @Test func durationUnderAnHour() {
        #expect(TripSummary.durationText(seconds: 2_700) == "45 min")
    }
}
