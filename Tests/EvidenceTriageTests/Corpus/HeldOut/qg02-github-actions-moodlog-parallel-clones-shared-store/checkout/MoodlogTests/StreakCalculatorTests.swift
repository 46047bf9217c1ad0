import XCTest
@testable import Moodlog

final class StreakCalculatorTests: XCTestCase {
    func testStreakSurvivesDSTChange() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
        let dates = ["2026-03-28T23:30:00+01:00", "2026-03-29T23:10:00+02:00", "2026-03-30T22:50:00+02:00"]
            .map { ISO8601DateFormatter().date(from: $0)! }
        XCTAssertEqual(StreakCalculator(calendar: calendar).streak(for: dates), 3)
    }
}
