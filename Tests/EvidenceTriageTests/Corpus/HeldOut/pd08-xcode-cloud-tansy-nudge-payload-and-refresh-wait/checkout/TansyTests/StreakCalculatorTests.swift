import XCTest
@testable import Tansy

final class StreakCalculatorTests: XCTestCase {
    func testStreakSurvivesDSTChange() {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "America/New_York")!
        let days = ["2026-10-31T23:30:00-04:00", "2026-11-01T23:30:00-05:00", "2026-11-02T23:30:00-05:00"]
            .map { ISO8601DateFormatter().date(from: $0)! }
        XCTAssertEqual(StreakCalculator(calendar: cal).currentStreak(completions: days, today: days.last!), 3)
    }
}
