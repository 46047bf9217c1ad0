import XCTest

/// Wrenfield (Flutter + background_fetch): the frost-alert check runs in the
/// background-fetch callback and posts a local notification when frost is forecast.
final class FetchAfterTerminateUITests: XCTestCase {
    private let app = XCUIApplication()
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    func testAlertShownOnForegroundCheck() {
        app.launchArguments = ["--forecast-fixture", "frost-tonight"]
        app.launch()
        app.buttons["Check now"].tap()
        XCTAssertTrue(app.staticTexts["Frost expected tonight"].waitForExistence(timeout: 10))
    }

    func testFetchRunsAfterUserTerminatesApp() {
        app.launchArguments = ["--forecast-fixture", "frost-tonight", "--configure-background-fetch"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Background checks on"].waitForExistence(timeout: 10))
        app.terminate()                                  // user swipes Wrenfield away; alerts must keep coming

        let alert = springboard.otherElements["NotificationShortLookView"].staticTexts["Frost expected tonight"]
        XCTAssertTrue(alert.waitForExistence(timeout: 20 * 60), "background fetch should post the frost alert after the app was terminated")
    }
}
