import XCTest
@testable import Brightline

final class EventPayloadTests: XCTestCase {
    func testOpenedAppEventIncludesSessionId() throws {
        let payload = try EventPayload.openedApp(sessionId: "s-42").jsonObject()
        XCTAssertEqual(payload["session_id"] as? String, "s-42")
    }
}
