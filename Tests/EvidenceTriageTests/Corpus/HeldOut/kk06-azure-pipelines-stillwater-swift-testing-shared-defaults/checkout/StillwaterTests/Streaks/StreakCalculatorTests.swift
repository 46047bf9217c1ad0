import Foundation
import Testing
@testable import Stillwater

@Suite struct StreakCalculatorTests {
    /// Five consecutive evening sessions across the 2026-11-01 US DST change.
    @Test func streakSurvivesDSTChange() {
        let tz = TimeZone(identifier: "America/New_York")!
        let sessions = ["2026-10-29T21:00:00-04:00", "2026-10-30T21:00:00-04:00", "2026-10-31T21:00:00-04:00",
                        "2026-11-01T21:00:00-05:00", "2026-11-02T21:00:00-05:00"].map { ISO8601DateFormatter().date(from: $0)! }
        let streak = StreakCalculator(timeZone: tz).currentStreak(sessions: sessions,
                                                                   now: ISO8601DateFormatter().date(from: "2026-11-02T22:00:00-05:00")!)
        #expect(streak == 5)
    }
}
