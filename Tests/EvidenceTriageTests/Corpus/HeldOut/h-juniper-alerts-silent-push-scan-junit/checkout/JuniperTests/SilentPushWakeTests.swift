import XCTest
@testable import Juniper

/// Device lab: the harness sends APNs pushes through the staging provider.
final class SilentPushWakeTests: XCTestCase {
    let apns = StagingAPNs(topic: "com.juniper.alerts")

    func testSilentPushWakesAppAfterSwipeAway() throws {
        let app = XCUIApplication(bundleIdentifier: "com.juniper.alerts")
        app.launch()
        app.terminate()                      // same as the user swiping it away
        let woke = expectation(description: "didReceiveRemoteNotification after terminate")
        PushProbe.shared.onBackgroundDelivery = { _ in woke.fulfill() }
        try apns.send(["aps": ["content-available": 1], "alertId": "A-1"], priority: 5, pushType: "background")
        wait(for: [woke], timeout: 120)
    }

    func testCloudKitChangePushRefreshesInboxWithinAMinute() throws {
        let refreshed = expectation(description: "inbox refreshed by CKDatabaseNotification")
        InboxSync.shared.onRemoteChange = { refreshed.fulfill() }
        try CloudFixture.insertAlert(id: "A-2")
        wait(for: [refreshed], timeout: 60)
    }
}
