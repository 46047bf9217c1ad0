import XCTest
@testable import Marigold

final class NotificationPayloadParserTests: XCTestCase {
    func testParsesMessagePayload() throws {
        let payload = try XCTUnwrap(NotificationPayload(userInfo: ["type": "message", "threadId": "t-88"]))
        XCTAssertEqual(payload.kind, .message)
        XCTAssertEqual(payload.threadID, "t-88")
    }

    func testIgnoresUnknownType() {
        let payload = NotificationPayload(userInfo: ["type": "poll_closed", "aps": ["content-available": 1]])
        XCTAssertNil(payload, "unknown push types must not be routed to a thread")
    }
}
