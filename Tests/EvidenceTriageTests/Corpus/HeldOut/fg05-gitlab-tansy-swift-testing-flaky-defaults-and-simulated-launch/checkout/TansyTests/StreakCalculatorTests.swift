import Foundation
import Testing
@testable import TansyKit

@Suite struct StreakCalculatorTests {
    let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "America/Chicago")!
        return c
    }()

    func day(_ d: Int) -> Date {
        calendar.date(from: DateComponents(year: 2025, month: 1, day: d, hour: 9))!
    }

    @Test func emptyHistoryHasNoStreak() {
        let streak = StreakCalculator(calendar: calendar).streak(for: [], asOf: day(14))
        #expect(streak == Streak(current: 0, longest: 0))
    }

    @Test func consecutiveDaysCount() {
        let streak = StreakCalculator(calendar: calendar).streak(for: [day(11), day(12), day(13), day(14)], asOf: day(14))
        #expect(streak.current == 4)
        #expect(streak.longest == 4)
    }

    @Test func yesterdayStillCountsAsCurrent() {
        let streak = StreakCalculator(calendar: calendar).streak(for: [day(12), day(13)], asOf: day(14))
        #expect(streak.current == 2)
    }

    @Test func streakResetsAfterMissedDay() {
        // Checked off the 8th through the 11th, then nothing on the 12th or 13th.
        let history = [day(8), day(9), day(10), day(11)]
        let streak = StreakCalculator(calendar: calendar).streak(for: history, asOf: day(14))
        #expect(streak.current == 0)
        #expect(streak.longest == 4)
    }
}
