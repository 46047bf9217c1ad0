import XCTest
@testable import Saltmarsh

final class WeeklyGoalTests: XCTestCase {
    func testGoalRampsByTenPercent() {
        let planner = WeeklyGoalPlanner(rampPercent: 10, ceiling: 15_000)
        let next = planner.nextGoal(afterWeekAverage: 7_500, previousGoal: 8_000)
        XCTAssertEqual(next, 8_250)
    }

    func testGoalNeverExceedsCeiling() {
        let planner = WeeklyGoalPlanner(rampPercent: 10, ceiling: 15_000)
        XCTAssertEqual(planner.nextGoal(afterWeekAverage: 16_000, previousGoal: 14_500), 15_000)
    }
}
