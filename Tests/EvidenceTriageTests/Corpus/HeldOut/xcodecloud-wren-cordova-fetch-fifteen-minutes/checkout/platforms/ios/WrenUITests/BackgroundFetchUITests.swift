import XCTest

/// Wren (Cordova) configures cordova-plugin-background-fetch with minimumFetchInterval: 15.
/// The JS fetch callback posts the "Time to log your habits" local notification.
final class BackgroundFetchUITests: XCTestCase {
    private let app = XCUIApplication()
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    func testFetchConfiguredOnLaunch() {
        app.launch()
        XCTAssertTrue(app.webViews.staticTexts["Background fetch: ON"].waitForExistence(timeout: 20))
    }

    func testFetchPostsReminderAfterFifteenMinutes() {
        app.launch()
        XCTAssertTrue(app.webViews.staticTexts["Background fetch: ON"].waitForExistence(timeout: 20))
        XCUIDevice.shared.press(.home)
        let banner = springboard.otherElements["NotificationShortLookView"].staticTexts["Time to log your habits"]
        XCTAssertTrue(banner.waitForExistence(timeout: 16 * 60), "no background fetch within 16 minutes of minimumFetchInterval 15")
    }
}
