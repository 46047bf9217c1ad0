import XCTest
@testable import Streakly

final class StreakCalculatorTests: XCTestCase {
    func testStreakSurvivesDSTChange() {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "Europe/Amsterdam")!
        let days = (0..<4).map { cal.date(from: DateComponents(year: 2026, month: 10, day: 23 + $0, hour: 0, minute: 30))! }
        XCTAssertEqual(StreakCalculator.streak(checkIns: days, today: days.last!, calendar: cal), 4)
    }
}
