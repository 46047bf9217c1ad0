import XCTest

/// Same relay as SilentPushDeliveryTests, run against the Enterprise flavour
/// (com.harbormail.enterprise, Info-Enterprise.plist, MDM-managed devices).
final class SilentPushUITests: XCTestCase {
    private let app = XCUIApplication()
    private let relay = PushRelayClient.fromEnvironment()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-ResetFetchCounters", "YES"]
        app.launch()
    }

    func testContentAvailablePushRefreshesInbox() throws {
        let token = try relay.waitForDeviceToken(bundleID: "com.harbormail.enterprise", timeout: 20)
        XCUIDevice.shared.press(.home)
        try relay.sendBackgroundPush(to: token, mailbox: "INBOX")
        sleep(30)
        app.activate()

        XCTAssertTrue(app.staticTexts["Background fetches: 1"].waitForExistence(timeout: 5),
                      "content-available push did not reach application:didReceiveRemoteNotification:fetchCompletionHandler:")
    }
}
