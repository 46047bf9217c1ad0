import XCTest
@testable import HeronPushKit

final class PushPayloadTests: XCTestCase {
    func testSilentPayloadUsesContentAvailableKey() throws {
        let json = try PayloadBuilder().background(mailbox: "INBOX").jsonObject()
        let aps = try XCTUnwrap(json["aps"] as? [String: Any])
        XCTAssertEqual(aps["content-available"] as? Int, 1)
    }
}
