import XCTest

/// Kelpie (React Native). The JS side registers a data-only message handler with
/// @react-native-firebase/messaging + Notifee; the native AppDelegate forwards
/// application(_:didReceiveRemoteNotification:fetchCompletionHandler:).
final class SilentPushSyncUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.kelpie.chat")
    private let relay = PushRelay(baseURL: URL(string: "http://10.40.2.15:8088")!)

    override func setUp() {
        continueAfterFailure = false
        app.launchEnvironment["KELPIE_E2E"] = "1"
        app.launch()
        XCTAssertTrue(app.staticTexts["inboxTitle"].waitForExistence(timeout: 20))
    }

    func testDataOnlyPushRefreshesInboxWhileBackgrounded() throws {
        let before = app.staticTexts["lastSilentSync"].label
        XCUIDevice.shared.press(.home)
        try relay.sendDataOnly(thread: "e2e-harbour", contentAvailable: true)   // apns-priority 5, no alert
        sleep(90)                                                               // give iOS time to wake us
        app.activate()
        let after = app.staticTexts["lastSilentSync"].label
        XCTAssertNotEqual(after, before, "data-only push should have woken the app and synced the inbox")
    }

    func testSilentPushWakesForceQuitApp() throws {
        app.terminate()                                                         // like a user swiping it away
        try relay.sendDataOnly(thread: "e2e-harbour", contentAvailable: true)
        sleep(60)
        app.launch()
        app.buttons["Diagnostics"].tap()
        let wakes = app.staticTexts["backgroundWakeCount"]
        XCTAssertTrue(wakes.waitForExistence(timeout: 10))
        XCTAssertEqual(wakes.label, "1", "the silent push should have relaunched the app in the background")
    }
}
