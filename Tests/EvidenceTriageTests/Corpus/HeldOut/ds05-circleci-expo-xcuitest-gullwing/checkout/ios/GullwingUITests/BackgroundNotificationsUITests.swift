import XCTest

/// Drives the debug "Background" screen of the dev-client build. Each row calls the
/// JS API and renders either "registered" or the error message it got back.
final class BackgroundNotificationsUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-E2E", "1"]
        app.launch()
        app.buttons["open-background-screen"].tap()
    }

    func testRegistersBackgroundNotificationTask() throws {
        app.buttons["register-bg-notification-task"].tap()
        let status = app.staticTexts["bg-notification-status"]
        XCTAssertTrue(status.waitForExistence(timeout: 10))
        XCTAssertEqual(status.label, "registered")
    }
}
