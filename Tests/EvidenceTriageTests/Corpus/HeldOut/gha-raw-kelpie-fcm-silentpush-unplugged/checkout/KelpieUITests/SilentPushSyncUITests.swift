import XCTest

/// Kelpie (calendar): a content-available push from the sync backend makes the app
/// fetch the changed event and schedule its local reminder.
final class SilentPushSyncUITests: XCTestCase {
    private let app = XCUIApplication()
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-KelpieUITestAccount", "lab-07"]
        app.launch()
    }

    func testSilentPushSchedulesReminderWhileBackgrounded() throws {
        XCUIDevice.shared.press(.home)
        try LabPushRelay.sendSilentPush(kind: "event.changed", eventID: "evt-5521", to: app)

        // The reminder banner is posted by the app once didReceiveRemoteNotification has run.
        let banner = springboard.otherElements["NotificationShortLookView"].staticTexts["Dentist moved to 15:30"]
        XCTAssertTrue(banner.waitForExistence(timeout: 120), "reminder for evt-5521 was never scheduled in the background")
    }

    func testForegroundPushRefreshesAgenda() throws {
        try LabPushRelay.sendSilentPush(kind: "event.changed", eventID: "evt-5522", to: app)
        XCTAssertTrue(app.staticTexts["Standup moved to 09:45"].waitForExistence(timeout: 20))
    }
}
