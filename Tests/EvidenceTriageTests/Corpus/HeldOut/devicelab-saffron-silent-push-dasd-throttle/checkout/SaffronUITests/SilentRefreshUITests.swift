import XCTest

/// Runs on the lab iPhone without a debugger attached to the app. `PushRelay` asks the
/// lab's push service to send a background notification (apns-push-type: background,
/// apns-priority: 5, aps.content-available: 1) to the device token the app registered.
final class SilentRefreshUITests: XCTestCase {
    private let app = XCUIApplication()
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-labAccount", "inbox-7"]
        app.launch()
    }

    func testBackgroundPushRefreshesInbox() throws {
        let before = app.staticTexts["inbox.lastSync"].label
        XCUIDevice.shared.press(.home)
        try PushRelay.sendBackground(to: "inbox-7", payload: ["mailbox": "INBOX"])
        sleep(30)
        app.activate()
        XCTAssertNotEqual(app.staticTexts["inbox.lastSync"].label, before, "background push did not run the inbox sync within 30 s")
    }

    func testPushRelaunchesAppAfterSwipeAway() throws {
        XCUIDevice.shared.press(.home)
        AppSwitcher(springboard: springboard).swipeAway(appNamed: "Saffron")
        try PushRelay.sendBackground(to: "inbox-7", payload: ["mailbox": "INBOX"])
        let relaunched = try PushRelay.waitForBeacon("didReceiveRemoteNotification", account: "inbox-7", timeout: 60)
        XCTAssertTrue(relaunched, "app was not relaunched in the background for the push")
    }
}
