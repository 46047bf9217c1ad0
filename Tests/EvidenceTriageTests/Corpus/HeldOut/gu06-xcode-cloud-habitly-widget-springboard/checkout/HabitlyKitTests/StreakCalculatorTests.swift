import XCTest
@testable import HabitlyKit

final class StreakCalculatorTests: XCTestCase {
    private var calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Europe/Paris")!
        return c
    }()

    func testStreakCountsConsecutiveDays() {
        let days = (0..<5).map { date("2026-06-0\($0 + 1)T08:00") }
        XCTAssertEqual(StreakCalculator(calendar: calendar).currentStreak(checkIns: days, today: date("2026-06-05T20:00")), 5)
    }

    func testStreakSurvivesDSTBoundary() {
        // Clocks go back on 2026-10-25 in Paris: that day has 25 hours.
        let days = ["2026-10-24T21:30", "2026-10-25T21:30", "2026-10-26T21:30"].map(date)
        XCTAssertEqual(StreakCalculator(calendar: calendar).currentStreak(checkIns: days, today: date("2026-10-26T22:00")), 3)
    }

    private func date(_ s: String) -> Date {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate]
        f.timeZone = calendar.timeZone
        return f.date(from: s)!
    }
}
