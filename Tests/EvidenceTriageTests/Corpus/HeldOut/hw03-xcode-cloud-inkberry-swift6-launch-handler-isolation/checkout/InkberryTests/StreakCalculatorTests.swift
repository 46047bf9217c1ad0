import XCTest
@testable import Inkberry

final class StreakCalculatorTests: XCTestCase {
    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
        return calendar
    }

    private func day(_ d: Int, month: Int = 3, hour: Int = 21) -> Date {
        calendar.date(from: DateComponents(year: 2026, month: month, day: d, hour: hour))!
    }

    func testEmptyJournalHasNoStreak() {
        XCTAssertEqual(StreakCalculator(calendar: calendar).currentStreak(entries: [], today: day(10)), 0)
    }

    func testStreakSurvivesDSTChange() {
        // Clocks go forward on 29 March 2026 in Berlin.
        let entries = (27...31).map { day($0) }
        let streak = StreakCalculator(calendar: calendar).currentStreak(entries: entries, today: day(31))

        XCTAssertEqual(streak, 5, "entries on consecutive local days across the DST change")
    }
}
