import XCTest
@testable import Motionlog

final class StepGoalTests: XCTestCase {
    func testGoalProgressRounding() {
        XCTAssertEqual(StepGoal(target: 8000).percentText(steps: 7996), "99%")
    }

    func testStreakResetsAfterMissedDay() {
        let streak = StepGoal(target: 8000).streak(days: [9000, 8100, 4000, 8800])
        XCTAssertEqual(streak, 1)
    }
}
