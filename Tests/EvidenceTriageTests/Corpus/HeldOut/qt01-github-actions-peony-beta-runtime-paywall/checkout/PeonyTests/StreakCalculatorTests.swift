import XCTest
@testable import Peony

final class StreakCalculatorTests: XCTestCase {
    func testStreakCountsTodayOnce() {
        let days = ["2026-03-12", "2026-03-13", "2026-03-14", "2026-03-14"].map(Day.init(iso:))
        let streak = StreakCalculator().currentStreak(sessions: days, today: Day(iso: "2026-03-14"))
        XCTAssertEqual(streak, 3)
    }

    func testStreakResetsAfterGap() {
        let days = ["2026-03-10", "2026-03-14"].map(Day.init(iso:))
        XCTAssertEqual(StreakCalculator().currentStreak(sessions: days, today: Day(iso: "2026-03-14")), 1)
    }
}
