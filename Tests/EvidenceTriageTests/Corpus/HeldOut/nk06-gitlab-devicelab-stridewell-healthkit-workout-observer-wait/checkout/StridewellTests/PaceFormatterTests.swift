import Testing
@testable import Stridewell

@Suite struct PaceFormatterTests {
    @Test func paceForFiveMinuteKilometre() {
        #expect(PaceFormatter().string(secondsPerKm: 300) == "5:00 /km")
    }

    @Test func paceRoundsToNearestSecond() {
        #expect(PaceFormatter().string(secondsPerKm: 299.6) == "5:00 /km")
    }
}
