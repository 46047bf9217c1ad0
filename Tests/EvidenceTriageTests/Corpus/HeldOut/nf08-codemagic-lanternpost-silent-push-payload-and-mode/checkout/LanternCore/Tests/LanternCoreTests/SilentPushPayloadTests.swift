import XCTest
@testable import LanternCore

final class SilentPushPayloadTests: XCTestCase {
    func testAlertPayloadHasTitle() throws {
        let payload = try PushPayloadBuilder().alert(title: "New issue", body: "Issue 212 is out").json()
        let aps = try XCTUnwrap(payload["aps"] as? [String: Any])
        XCTAssertNotNil(aps["alert"])
    }

    func testBackgroundSyncPayloadSetsContentAvailable() throws {
        let payload = try PushPayloadBuilder().backgroundSync(issueID: 212).json()
        let aps = try XCTUnwrap(payload["aps"] as? [String: Any])
        XCTAssertEqual(aps["content-available"] as? Int, 1)
        XCTAssertNil(aps["alert"])
    }
}
