import XCTest
@testable import Runner

/// Native APNs payload parsing used by AppDelegate before the Flutter engine is up.
final class OrderPushPayloadTests: XCTestCase {
    func testParsesOrderId() throws {
        let payload = try OrderPushPayload(userInfo: ["order": ["id": "Q-88121", "state": "cooking"]])
        XCTAssertEqual(payload.orderId, "Q-88121")
    }

    func testParsesCourierETA() throws {
        let payload = try OrderPushPayload(userInfo: ["order": ["id": "Q-88121", "state": "on_the_way", "eta_s": 540]])
        XCTAssertEqual(payload.etaMinutes, 9)
    }
}
