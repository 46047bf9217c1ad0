import XCTest
@testable import Tansyfield

final class HabitStreakCalculatorTests: XCTestCase {
    func testStreakAcrossDSTBoundary() {
        let calc = HabitStreakCalculator(calendar: .berlin)
        let days = ["2026-03-28", "2026-03-29", "2026-03-30"].map(Date.fixtureDay)
        XCTAssertEqual(calc.currentStreak(checkIns: days, today: .fixtureDay("2026-03-30")), 3)
    }
}
