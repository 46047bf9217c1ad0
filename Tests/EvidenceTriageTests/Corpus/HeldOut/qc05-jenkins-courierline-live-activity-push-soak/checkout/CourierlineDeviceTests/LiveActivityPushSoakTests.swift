import ActivityKit
import XCTest
@testable import Courierline

/// Device-lab soak: the lab's push relay sends one `liveactivity` update per
/// minute (apns-priority 10) for 40 minutes while the app is terminated.
final class LiveActivityPushSoakTests: XCTestCase {
    let relay = PushRelayClient(baseURL: URL(string: "http://10.40.2.15:8470")!)

    func testEveryUpdateAppliedWithin15Seconds() async throws {
        let activity = try DeliveryActivityController.start(orderID: "SOAK-1", eta: .now.addingTimeInterval(3600))
        let token = try await activity.firstPushToken(timeout: 30)
        try await relay.startSoak(token: token, topic: "com.courierline.app.push-type.liveactivity",
                                  priority: 10, interval: 60, count: 40)
        for seq in 1...40 {
            let applied = await activity.waitForContent(where: { $0.sequence == seq }, timeout: 75)
            XCTAssertTrue(applied, "update \(seq) not applied within 15 s of APNs accepting it")
            if !applied { break }
        }
    }

    func testEndEventDismissesActivity() async throws {
        let activity = try DeliveryActivityController.start(orderID: "SOAK-2", eta: .now.addingTimeInterval(600))
        let token = try await activity.firstPushToken(timeout: 30)
        try await relay.send(token: token, event: "end", dismissalDate: .now)
        let ended = await activity.waitForState(.dismissed, timeout: 60)
        XCTAssertTrue(ended)
    }
}
