import Foundation
import Testing
@testable import Runner

@Suite struct StreakCalculatorTests {
    let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Europe/Berlin")!
        return c
    }()

    @Test func missedDayResetsStreak() {
        let log = CheckInLog(days: ["2026-06-01", "2026-06-02", "2026-06-04"])
        let calc = StreakCalculator(calendar: calendar, skipWeekends: false)
        #expect(calc.streak(in: log, asOf: "2026-06-04") == 1)
    }

    @Test func weekendSkipKeepsStreakWhenEnabled() {
        // Fri 5th, (Sat 6th, Sun 7th skipped), Mon 8th
        let log = CheckInLog(days: ["2026-06-04", "2026-06-05", "2026-06-08"])
        let calc = StreakCalculator(calendar: calendar, skipWeekends: true)
        #expect(calc.streak(in: log, asOf: "2026-06-08") == 3)
    }
}
