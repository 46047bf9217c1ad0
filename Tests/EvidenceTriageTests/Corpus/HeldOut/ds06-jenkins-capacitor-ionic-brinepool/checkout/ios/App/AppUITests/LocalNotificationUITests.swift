import XCTest

final class LocalNotificationUITests: XCTestCase {
    let app = XCUIApplication()
    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-reset-notification-permission"]
        app.launch()
    }

    /// First reminder on a fresh install: the app asks for permission, then the
    /// notification banner arrives 5 s later.
    func testReminderAsksPermissionThenFires() throws {
        app.buttons["Remind me at slack water"].tap()

        let alert = springboard.alerts.firstMatch
        XCTAssertTrue(alert.waitForExistence(timeout: 10), "notification permission alert never appeared")
        alert.buttons["Allow"].tap()

        let banner = springboard.otherElements["NotificationShortLookView"]
        XCTAssertTrue(banner.waitForExistence(timeout: 15))
    }
}
