import XCTest

/// Lindenpost (Ionic/Cordova, cordova-plugin-fcm). The CI notifier sends FCM
/// data messages with content_available=true to the token the app reports.
final class InboxSyncUITests: XCTestCase {
    private let app = XCUIApplication()
    private let notifier = CINotifier(project: "lindenpost-ci")

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["--ci-inbox", "empty"]
        app.launch()
    }

    func testForegroundMessageShowsToast() throws {
        let token = try XCTUnwrap(app.staticTexts["fcmToken"].waitForExistence(timeout: 20) ? app.staticTexts["fcmToken"].label : nil)
        try notifier.sendData(to: token, ["kind": "notice", "count": "1"], contentAvailable: true)
        XCTAssertTrue(app.staticTexts["1 new notice"].waitForExistence(timeout: 30))
    }

    func testDataMessageRefreshesInboxWhileBackgrounded() throws {
        let token = try XCTUnwrap(app.staticTexts["fcmToken"].waitForExistence(timeout: 20) ? app.staticTexts["fcmToken"].label : nil)
        XCUIDevice.shared.press(.home)
        try notifier.sendData(to: token, ["kind": "notice", "count": "3"], contentAvailable: true)
        sleep(90) // background fetch of the notices happens on the silent push
        app.activate()
        XCTAssertEqual(app.staticTexts["inboxBadge"].label, "3 new", "silent push should have refreshed the inbox in the background")
    }
}
