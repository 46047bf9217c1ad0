import XCTest

final class GoalRingUITests: XCTestCase {
    func testRingFillsAfterGoalReached() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "-seedSteps", "10500", "-dailyGoal", "10000"]
        app.launch()
        XCTAssertEqual(app.otherElements["goal.ring"].value as? String, "100 percent")
    }
}
