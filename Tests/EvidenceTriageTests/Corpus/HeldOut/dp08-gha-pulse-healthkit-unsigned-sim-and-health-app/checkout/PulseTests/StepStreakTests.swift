import XCTest
@testable import Pulse

final class StepStreakTests: XCTestCase {
    func testStreakSurvivesDSTTransition() {
        // Europe/Berlin springs forward on 2026-03-29; that day has 23 hours.
        let calendar = Calendar.berlin
        let days = (25...31).map { DaySteps(date: calendar.date(2026, 3, $0), steps: 10_500) }
        let streak = StepStreak(goal: 10_000, calendar: calendar).current(endingOn: calendar.date(2026, 3, 31), days: days)
        XCTAssertEqual(streak, 7)
    }
}
