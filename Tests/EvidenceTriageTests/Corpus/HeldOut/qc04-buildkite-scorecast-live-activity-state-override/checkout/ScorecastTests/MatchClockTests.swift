import Testing
@testable import Scorecast

struct MatchClockTests {
    @Test("stoppage time is shown as 90+N") func stoppageTimeFormatting() {
        #expect(MatchClock.label(minute: 93, regulation: 90) == "90+3'")
    }
    @Test func firstHalfLabel() {
        #expect(MatchClock.label(minute: 12, regulation: 90) == "12'")
    }
}
