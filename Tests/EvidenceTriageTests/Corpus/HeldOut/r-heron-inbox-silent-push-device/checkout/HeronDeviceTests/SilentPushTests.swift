import XCTest
@testable import Heron

/// Device lab only: the CI job sends a real APNs background push through the staging relay.
final class SilentPushTests: XCTestCase {
    func testBackgroundPushStartsInboxSync() throws {
        let synced = expectation(description: "inbox sync started by background push")
        InboxSync.shared.onStart = { reason in if reason == .remotePush { synced.fulfill() } }
        try PushRelay.staging.sendBackground(to: DeviceToken.current, payload: ["aps": ["content-available": 1], "mailbox": "INBOX"])
        XCUIDevice.shared.press(.home)
        wait(for: [synced], timeout: 60)
    }

    func testSecondPushWakesAppWithin10Seconds() throws {
        let woke = expectation(description: "second background push delivered")
        woke.expectedFulfillmentCount = 2
        InboxSync.shared.onStart = { reason in if reason == .remotePush { woke.fulfill() } }
        try PushRelay.staging.sendBackground(to: DeviceToken.current, payload: ["aps": ["content-available": 1]])
        try PushRelay.staging.sendBackground(to: DeviceToken.current, payload: ["aps": ["content-available": 1]])
        wait(for: [woke], timeout: 10)
    }
}
