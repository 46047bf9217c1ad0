import Foundation
import Testing
@testable import FernhillKit

@Suite struct StreakCalculatorTests {
    /// Entries are logged in the user's time zone (Los Angeles); an evening drink counts for that evening.
    @Test func streakCountsLocalCalendarDays() {
        let la = TimeZone(identifier: "America/Los_Angeles")!
        let entries = [
            HydrationEntry(millilitres: 2000, loggedAt: .fixture("2026-12-07 10:00", in: la)),
            HydrationEntry(millilitres: 2000, loggedAt: .fixture("2026-12-08 17:30", in: la)),
            HydrationEntry(millilitres: 2000, loggedAt: .fixture("2026-12-09 12:00", in: la)),
        ]

        let streak = StreakCalculator().currentStreak(entries: entries, goalML: 2000,
                                                      today: .fixture("2026-12-09 13:00", in: la))

        #expect(streak == 3)
    }

    @Test func missedDayResetsStreak() {
        let la = TimeZone(identifier: "America/Los_Angeles")!
        let entries = [HydrationEntry(millilitres: 2000, loggedAt: .fixture("2026-12-07 09:00", in: la))]
        #expect(StreakCalculator().currentStreak(entries: entries, goalML: 2000,
                                                 today: .fixture("2026-12-09 09:00", in: la)) == 0)
    }
}
