import XCTest
@testable import Lanternly

final class StreakCalculatorTests: XCTestCase {
    private func day(_ iso: String) -> Date { ISO8601DateFormatter().date(from: iso)! }

    func testLongestStreak() {
        let calc = StreakCalculator(calendar: AppEnvironment.current.calendar)
        XCTAssertEqual(calc.longest([day("2026-11-01T20:00:00Z"), day("2026-11-02T20:00:00Z")]), 2)
    }

    func testStreakResetsAfterMissedDay() {
        let calc = StreakCalculator(calendar: AppEnvironment.current.calendar)
        let entries = [day("2026-11-19T20:00:00Z"), day("2026-11-20T20:00:00Z")]
        XCTAssertEqual(calc.current(entries: entries, today: day("2026-11-22T09:00:00Z")), 0, "streak should reset after a missed day")
    }
}
