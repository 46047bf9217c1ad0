import XCTest

final class GoalBadgeUITests: XCTestCase {
    func testBadgeAppearsAfterGoal() {
        let app = XCUIApplication()
        app.launchArguments += ["-seedSteps", "10200"]
        app.launch()
        let badge = app.images["goal.badge"]
        XCTAssertTrue(badge.waitForExistence(timeout: 5))
    }
}
