import XCTest
@testable import Fenwright

final class StreakCalendarTests: XCTestCase {
    private let paris = TimeZone(identifier: "Europe/Paris")!

    private func date(_ s: String) -> Date {
        let f = ISO8601DateFormatter()
        f.timeZone = paris
        f.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate]
        return f.date(from: s)!
    }

    func testEmptyHistoryIsZero() {
        XCTAssertEqual(StreakCalendar(timeZone: paris).currentStreak(checkIns: [], today: Date()), 0)
    }

    func testThreeDaysInARow() {
        let checkIns = ["2026-11-10T08:00:00", "2026-11-11T08:00:00", "2026-11-12T08:00:00"].map(date)
        XCTAssertEqual(StreakCalendar(timeZone: paris).currentStreak(checkIns: checkIns, today: date("2026-11-12T21:00:00")), 3)
    }

    func testStreakSurvivesDSTChange() {
        // Clocks went back on Sunday 26 October 2025. Check-ins just after midnight, local time.
        let checkIns = ["2025-10-25T00:30:00", "2025-10-26T00:30:00", "2025-10-27T00:30:00"].map(date)
        let streak = StreakCalendar(timeZone: paris).currentStreak(checkIns: checkIns, today: date("2025-10-27T09:00:00"))
        XCTAssertEqual(streak, 3, "three local days in a row")
    }
}
