import Testing
@testable import Sorrel

@Suite struct SleepScoreTests {
    @Test func scoreClampsAt100() {
        let night = Night(asleep: .hours(9.5), awakenings: 0, latency: .minutes(4))
        #expect(SleepScore(night).value == 100)
    }

    @Test func shortNightScoresBelow60() {
        #expect(SleepScore(Night(asleep: .hours(4), awakenings: 3, latency: .minutes(30))).value < 60)
    }
}
