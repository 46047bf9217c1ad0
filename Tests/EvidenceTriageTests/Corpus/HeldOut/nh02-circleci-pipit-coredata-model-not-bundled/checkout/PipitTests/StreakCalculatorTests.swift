import XCTest
@testable import Pipit

final class StreakCalculatorTests: XCTestCase {
    func testStreakCountsConsecutiveDays() {
        let days = ["2026-10-01", "2026-10-02", "2026-10-03"].map(Day.fixture)
        XCTAssertEqual(StreakCalculator().current(days: days, today: .fixture("2026-10-03")), 3)
    }

    func testStreakBreaksAfterMissedDay() {
        let days = ["2026-10-01", "2026-10-02", "2026-10-03"].map(Day.fixture)
        let streak = StreakCalculator().current(days: days, today: .fixture("2026-10-05"))
        XCTAssertEqual(streak, 0)
    }
}
