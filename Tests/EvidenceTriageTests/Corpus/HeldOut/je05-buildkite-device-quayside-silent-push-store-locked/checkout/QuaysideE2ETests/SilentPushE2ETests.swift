import XCTest

/// Device-lab only: needs a real APNs sandbox token and the staging push relay.
final class SilentPushE2ETests: XCTestCase {
    private let relay = PushRelayClient.staging

    func testSilentPushWhileLockedSyncsInbox() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-e2e-account", "lab-03"]
        app.launch()
        XCTAssertTrue(app.tabBars.buttons["Chats"].waitForExistence(timeout: 10))
        let token = try relay.deviceToken(for: "lab-03")

        XCUIDevice.shared.press(.home)
        XCUIDevice.shared.perform(NSSelectorFromString("pressLockButton"))   // lock the phone
        sleep(12) // let the app be suspended and terminated by the system

        let conversation = try relay.postMessage(from: "relay-bot", to: "lab-03")
        try relay.sendSilentPush(token: token, payload: ["aps": ["content-available": 1], "conversation": conversation])

        // The app acknowledges to the relay once the messages are in its store.
        let acked = try relay.waitForAcknowledgement(conversation: conversation, timeout: 120)
        XCTAssertTrue(acked, "no acknowledgement for \(conversation) within 120 s of the silent push")
    }
}
