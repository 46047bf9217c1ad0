import Testing
@testable import CorvidReader

struct ReadingTimeTests {
    @Test func estimatesShortArticle() {
        #expect(ReadingTime.estimate(words: 180) == .minutes(1))
    }

    @Test func estimatesForLongArticle() {
        #expect(ReadingTime.estimate(words: 4_100) == .minutes(17))
    }
}
