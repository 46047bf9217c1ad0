import XCTest
@testable import Juniper

final class JPushBridgeTests: XCTestCase {
    func testContentAvailableReachesNotificationReceived() {
        let bridge = JPushBridge(listener: RecordingListener())
        bridge.application(UIApplication.shared,
                           didReceiveRemoteNotification: ["aps": ["content-available": 1], "alertId": "A-3"]) { _ in }
        XCTAssertEqual((bridge.listener as! RecordingListener).events.map(\.name), ["notificationReceived"])
    }
}
