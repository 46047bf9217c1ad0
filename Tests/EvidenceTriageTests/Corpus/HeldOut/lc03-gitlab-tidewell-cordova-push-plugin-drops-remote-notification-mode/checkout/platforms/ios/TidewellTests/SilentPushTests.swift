import XCTest

/// Delivers a content-available push to the host app through the test helper
/// (`simctl push` equivalent) and waits for the plugin's tide sync.
final class SilentPushTests: XCTestCase {
    func testSilentPushTriggersTideSync() {
        let synced = expectation(forNotification: Notification.Name("TWPushTidesSynced"), object: nil)
        SimulatorPush.deliver(bundleID: "com.tidewell.app", payload: ["aps": ["content-available": 1], "station": "9414290"])
        wait(for: [synced], timeout: 20)
    }
}
