import XCTest

final class StartBreakIntentTests: XCTestCase {
    let app = XCUIApplication()
    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    /// The CI simulator is provisioned with a BreakWidget on the first Home Screen page.
    func testWidgetButtonRecordsSessionWhenAppNotRunning() {
        app.launchArguments = ["-reset-sessions"]
        app.launch()
        app.terminate()

        let start = springboard.buttons["Start break"]
        XCTAssertTrue(start.waitForExistence(timeout: 10))
        start.tap()
        XCTAssertTrue(springboard.staticTexts["On break"].waitForExistence(timeout: 10))

        app.launch()
        app.tabBars.buttons["History"].tap()
        XCTAssertEqual(app.cells.matching(identifier: "session.row").count, 1, "widget break not in history")
    }
}
