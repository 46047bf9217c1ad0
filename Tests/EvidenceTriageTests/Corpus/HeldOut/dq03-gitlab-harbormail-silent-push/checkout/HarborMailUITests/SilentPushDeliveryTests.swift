import XCTest

/// Device-lab only. Sends background pushes through the team's APNs sandbox relay
/// (PUSH_RELAY_URL, apns-push-type: background, apns-priority: 5) while the app is
/// in the background and counts the fetches the app performed.
final class SilentPushDeliveryTests: XCTestCase {
    private let app = XCUIApplication()
    private let relay = PushRelayClient.fromEnvironment()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-ResetFetchCounters", "YES"]
        app.launch()
    }

    func testSinglePushTriggersFetch() throws {
        let token = try relay.waitForDeviceToken(bundleID: "com.harbormail.app", timeout: 20)
        XCUIDevice.shared.press(.home)
        try relay.sendBackgroundPush(to: token, mailbox: "INBOX")
        sleep(20)
        app.activate()
        XCTAssertTrue(app.staticTexts["Background fetches: 1"].waitForExistence(timeout: 5))
    }

    func testBurstOfThreePushesAllDelivered() throws {
        let token = try relay.waitForDeviceToken(bundleID: "com.harbormail.app", timeout: 20)
        XCUIDevice.shared.press(.home)
        for mailbox in ["INBOX", "Receipts", "Team"] {
            try relay.sendBackgroundPush(to: token, mailbox: mailbox)
            sleep(5)
        }
        sleep(45)
        app.activate()

        let counter = app.staticTexts.matching(identifier: "fetch-counter").firstMatch
        XCTAssertEqual(counter.label, "Background fetches: 3")
    }
}
