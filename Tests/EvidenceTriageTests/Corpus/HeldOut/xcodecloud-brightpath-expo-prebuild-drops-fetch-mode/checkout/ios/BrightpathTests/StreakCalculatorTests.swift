import XCTest
@testable import Brightpath

final class StreakCalculatorTests: XCTestCase {
    func testStreakSurvivesSkippedRestDay() {
        let days = ["2026-11-16", "2026-11-17", "2026-11-19"].map(DayStamp.init)
        let streak = StreakCalculator(restDaysPerWeek: 1).currentStreak(endingAt: DayStamp("2026-11-19"), activeDays: days)
        XCTAssertEqual(streak, 4)
    }

    func testStreakResetsAfterTwoMissedDays() {
        let days = ["2026-11-14", "2026-11-17"].map(DayStamp.init)
        XCTAssertEqual(StreakCalculator(restDaysPerWeek: 1).currentStreak(endingAt: DayStamp("2026-11-17"), activeDays: days), 1)
    }
}
