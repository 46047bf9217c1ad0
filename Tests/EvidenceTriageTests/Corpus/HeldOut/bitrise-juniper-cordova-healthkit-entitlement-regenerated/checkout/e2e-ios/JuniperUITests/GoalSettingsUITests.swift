import XCTest

final class GoalSettingsUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.juniper.walks")

    func testWeeklyGoalRoundsToHundred() {
        app.launchArguments = ["-e2e"]
        app.launch()
        app.tabBars.buttons["Goals"].tap()
        let field = app.textFields["weeklyGoal"]
        field.tap()
        field.typeText("42049\n")
        XCTAssertEqual(app.staticTexts["weeklyGoalSummary"].label, "42,000 steps a week")
    }

    func testReminderToggleIsOffByDefault() {
        app.launchArguments = ["-e2e", "-resetDefaults"]
        app.launch()
        app.tabBars.buttons["Goals"].tap()
        XCTAssertEqual(app.switches["eveningReminder"].value as? String, "0")
    }
}
