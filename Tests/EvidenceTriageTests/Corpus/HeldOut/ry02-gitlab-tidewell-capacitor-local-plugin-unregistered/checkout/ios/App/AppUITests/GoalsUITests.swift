import XCTest

final class GoalsUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uitest-fixture", "goal=70000,week=43890"]
        app.launch()
    }

    func testWeeklyGoalProgressPercent() {
        app.webViews.buttons["Goals"].tap()
        let progress = app.webViews.staticTexts["goals.week.percent"]
        XCTAssertTrue(progress.waitForExistence(timeout: 5))
        XCTAssertEqual(progress.label, "63%")
    }
}
