import XCTest
@testable import Stridewell

final class DailyGoalTests: XCTestCase {
    private let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Europe/Dublin")!
        return c
    }()

    func testGoalMetAtExactTarget() {
        let goal = DailyGoal(target: 8_000)
        XCTAssertTrue(goal.isMet(by: 8_000))
    }

    /// The streak must include a day whose last sample lands at 23:59:59 local time.
    func testStreakRollsOverAtLocalMidnight() {
        let tracker = StreakTracker(calendar: calendar, goal: DailyGoal(target: 8_000))
        let days = [
            (date: calendar.date(from: DateComponents(year: 2026, month: 10, day: 6, hour: 21))!, steps: 9_100),
            (date: calendar.date(from: DateComponents(year: 2026, month: 10, day: 7, hour: 23, minute: 59, second: 59))!, steps: 8_400),
            (date: calendar.date(from: DateComponents(year: 2026, month: 10, day: 8, hour: 7))!, steps: 8_050),
        ]
        days.forEach { tracker.record(steps: $0.steps, at: $0.date) }

        // Samples are persisted on a background context; the streak is recomputed on save.
        let streak = tracker.currentStreak(asOf: days.last!.date)

        XCTAssertEqual(streak, 3)
    }
}
