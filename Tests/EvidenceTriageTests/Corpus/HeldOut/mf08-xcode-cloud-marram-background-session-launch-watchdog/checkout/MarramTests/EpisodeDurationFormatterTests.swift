import Testing
@testable import MarramKit

@Suite struct EpisodeDurationFormatterTests {
    @Test func formatsHoursAndMinutes() {
        #expect(EpisodeDurationFormatter().string(seconds: 5_460) == "1 h 31 min")
    }
}
