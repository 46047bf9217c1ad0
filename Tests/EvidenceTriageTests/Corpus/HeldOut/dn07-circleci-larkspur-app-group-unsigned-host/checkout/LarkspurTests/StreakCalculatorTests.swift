import XCTest
@testable import Larkspur

final class StreakCalculatorTests: XCTestCase {
    func testStreakResetsAfterMissedDay() {
        let days = ["2026-11-20", "2026-11-21", "2026-11-23", "2026-11-24"].map(Day.init)
        XCTAssertEqual(StreakCalculator.currentStreak(completions: days, today: Day("2026-11-24")), 2)
    }
}
