import Testing
@testable import Parcelo

@Suite struct ETATextTests {
    @Test func roundsToNearestMinute() {
        #expect(ETAText.minutes(fromSeconds: 150) == "3 min")
    }
}
