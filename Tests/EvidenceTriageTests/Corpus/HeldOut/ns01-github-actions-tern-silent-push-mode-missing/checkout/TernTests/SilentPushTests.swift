import XCTest
@testable import Tern

final class SilentPushTests: XCTestCase {
    private var sync: FeedSyncCoordinator!

    override func setUp() {
        super.setUp()
        sync = (UIApplication.shared.delegate as! AppDelegate).feedSync
    }

    func testBackgroundModesDeclareRemoteNotification() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("remote-notification"), "UIBackgroundModes = \(modes)")
    }

    /// CI writes `ci/push/feed-sync.apns` and the workflow's push helper delivers it with
    /// `xcrun simctl push booted com.ternreader.tern` once the marker file appears.
    func testContentAvailablePushTriggersFeedSync() throws {
        let synced = expectation(description: "feed sync from silent push")
        sync.onBackgroundSync = { result in
            XCTAssertEqual(result, .newData)
            synced.fulfill()
        }
        try PushMarker.request(payload: "feed-sync")
        XCUIDevice.shared.press(.home)
        wait(for: [synced], timeout: 20)
    }
}
