import XCTest
import shared

final class HydrationGoalTests: XCTestCase {
    func testDailyGoalScalesWithWeight() {
        let goal = HydrationGoalKt.dailyGoalMl(weightKg: 72.0, activeKcal: 0.0)
        XCTAssertEqual(goal, 2376)
    }
}
