import Testing
@testable import SkylarkCore

struct ReadingTimeEstimatorTests {
    @Test func roundsUpPartialMinutes() {
        #expect(ReadingTimeEstimator(wordsPerMinute: 230).minutes(forWordCount: 700) == 4)
    }
}
