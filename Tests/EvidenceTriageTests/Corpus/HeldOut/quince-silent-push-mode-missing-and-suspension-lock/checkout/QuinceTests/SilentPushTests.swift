import XCTest
@testable import Quince

/// CI pushes payloads with `xcrun simctl push` through PushHelper (a tiny
/// HTTP endpoint the workflow runs next to the simulator).
final class SilentPushTests: XCTestCase {
    func testPayloadParsingIgnoresAlertKeys() throws {
        let push = try SilentPush(userInfo: ["aps": ["content-available": 1], "conv": "c-9"])
        XCTAssertEqual(push.conversationID, "c-9")
    }

    func testContentAvailablePushTriggersSync() throws {
        let synced = expectation(description: "background sync after silent push")
        SyncCoordinator.shared.onSync = { reason in
            if reason == .silentPush { synced.fulfill() }
        }
        AppLifecycle.simulateDidEnterBackground()  // app in background, as on a phone
        try PushHelper.send(fixture: "content-available-conversation.apns", to: "com.quince.chat")
        wait(for: [synced], timeout: 30)
    }
}
