import Testing
@testable import Plover

@Suite struct StreakTests {
    @Test func streakCountsConsecutiveDays() {
        let days = ["2026-08-10", "2026-08-11", "2026-08-12"]
        #expect(Streak.length(of: days) == 3)
    }

    @Test func gapResetsStreak() {
        let days = ["2026-08-09", "2026-08-11", "2026-08-12"]
        #expect(Streak.length(of: days) == 2)
    }
}
