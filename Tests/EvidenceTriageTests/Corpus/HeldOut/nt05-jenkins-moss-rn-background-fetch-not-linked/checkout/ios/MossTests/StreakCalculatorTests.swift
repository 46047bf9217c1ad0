import XCTest
@testable import Moss

final class StreakCalculatorTests: XCTestCase {
    func testStreakResetsAfterMissedDay() {
        let days = ["2026-09-10", "2026-09-11", "2026-09-13"].map(LocalDay.init)
        XCTAssertEqual(StreakCalculator.currentStreak(checkIns: days, today: LocalDay("2026-09-13")), 1)
    }
}
