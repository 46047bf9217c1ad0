import XCTest
@testable import Wren

final class StreakCalculatorTests: XCTestCase {
    func testStreakSurvivesDSTChange() {
        let tz = TimeZone(identifier: "Europe/Berlin")!
        let days = ["2026-03-28", "2026-03-29", "2026-03-30"].map { CheckIn(day: $0, timeZone: tz) }
        XCTAssertEqual(StreakCalculator(timeZone: tz).currentStreak(days, today: "2026-03-30"), 3)
    }
}
