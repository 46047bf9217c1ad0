import XCTest
@testable import MartenHealth

final class StepGoalCalculatorTests: XCTestCase {
    func testWeeklyGoalRoundsDown() {
        let goal = StepGoalCalculator().weeklyGoal(dailyAverage: 7_431)
        XCTAssertEqual(goal, 52_000)
    }
}
