import XCTest

final class AlertsUITests: XCTestCase {
    func testScheduleHighTideAlert() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-station", "9414290"]
        app.launch()
        app.webViews.buttons["Alert me at high tide"].tap()
        XCTAssertTrue(app.webViews.staticTexts["Alert scheduled"].waitForExistence(timeout: 10))
    }
}
