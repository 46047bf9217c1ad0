import XCTest

/// Sundial schedules Workmanager's iOS background fetch; the Dart callback posts a local notification.
final class FetchNotificationUITests: XCTestCase {
    private let app = XCUIApplication()
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    func testForegroundRefreshShowsBadge() {
        app.launch()
        app.buttons["Refresh forecast"].tap()
        XCTAssertTrue(app.staticTexts["Updated just now"].waitForExistence(timeout: 10))
    }

    func testBackgroundFetchPostsForecastNotification() {
        app.launchArguments = ["--enable-background-fetch"]
        app.launch()
        XCUIDevice.shared.press(.home)

        // Expect the iOS background fetch to fire and the Dart callback to post "Tomorrow: 24°, sunny".
        let banner = springboard.otherElements["NotificationShortLookView"].staticTexts["Tomorrow: 24°, sunny"]
        XCTAssertTrue(banner.waitForExistence(timeout: 300), "background fetch notification never appeared")
    }
}
