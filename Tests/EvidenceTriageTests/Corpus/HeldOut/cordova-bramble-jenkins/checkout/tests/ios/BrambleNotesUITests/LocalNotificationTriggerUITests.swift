import XCTest

/// Reminders are scheduled with cordova-plugin-local-notification; www/js/reminders.js
/// counts 'trigger' events and mirrors the count into #trigger-count.
final class LocalNotificationTriggerUITests: XCTestCase {
    let app = XCUIApplication()
    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-e2e-reset"]
        app.launch()
    }

    func testTriggerHandlerRunsWhileAppIsSuspended() {
        app.buttons["Remind me in 5 s"].tap()
        XCTAssertEqual(app.staticTexts["scheduled-count"].label, "1")

        XCUIDevice.shared.press(.home)

        // the banner is shown by the system...
        let banner = springboard.otherElements["Notification"].descendants(matching: .any)["Bramble Notes"]
        XCTAssertTrue(banner.waitForExistence(timeout: 15), "no reminder banner on the home screen")

        // ...and the JS 'trigger' listener should have run while we were away
        app.activate()
        let triggered = app.staticTexts["trigger-count"]
        XCTAssertTrue(triggered.waitForExistence(timeout: 5))
        XCTAssertEqual(triggered.label, "1", "local notification 'trigger' event did not reach reminders.js while the app was in background")
    }
}
