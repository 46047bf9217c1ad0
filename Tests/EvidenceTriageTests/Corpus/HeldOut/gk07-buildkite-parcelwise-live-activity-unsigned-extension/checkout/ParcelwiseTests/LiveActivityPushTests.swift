import ActivityKit
import XCTest
@testable import Parcelwise

final class LiveActivityPushTests: XCTestCase {
    func testPushTokenIsDeliveredWithin30Seconds() async throws {
        let controller = DeliveryActivityController()
        _ = try controller.start(parcel: .fixtureOutForDelivery, pushUpdates: true)
        let token = try await withTimeout(seconds: 30) { await controller.firstPushToken() }
        XCTAssertNotNil(token, "no APNs push token for the Live Activity within 30 s")
    }
}
