import XCTest

/// End-to-end: a content-available push must wake the backgrounded app and sync the inbox.
/// The staging relay (PushRelayClient) asks APNs sandbox to deliver to the Simulator's token.
final class SilentPushUITests: XCTestCase {
    private var app: XCUIApplication!
    private let relay = PushRelayClient(baseURL: URL(string: "https://push-relay.staging.larkspur.test")!)

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest-inbox-fixture", "empty"]
        app.launch()
    }

    func testSilentPushWakesBackgroundedAppAndSyncsInbox() throws {
        let token = try XCTUnwrap(app.debugValue("apnsToken"), "app never registered for remote notifications")
        XCUIDevice.shared.press(.home)

        try relay.send(to: token, payload: ["aps": ["content-available": 1], "mailbox": "inbox", "seq": 4411])

        // The app writes the last sync sequence into the shared debug store when
        // application(_:didReceiveRemoteNotification:fetchCompletionHandler:) finishes.
        let synced = expectation(for: NSPredicate(format: "value == %@", "4411"),
                                 evaluatedWith: DebugStoreValue(app: app, key: "lastPushSyncSeq"))
        wait(for: [synced], timeout: 45)
    }

    func testForegroundPushUpdatesUnreadCount() throws {
        let token = try XCTUnwrap(app.debugValue("apnsToken"))
        try relay.send(to: token, payload: ["aps": ["alert": "New mail", "badge": 3]])
        XCTAssertTrue(app.staticTexts["unread-count-3"].waitForExistence(timeout: 20))
    }
}

