import XCTest
@testable import Bellhop

final class PushPayloadParserTests: XCTestCase {
    func testParsesThreadIdentifier() throws {
        let p = try XCTUnwrap(GuestMessagePayload(userInfo: ["bh": ["thread": "frontdesk", "ciphertext": "AA==", "keyId": "k"]]))
        XCTAssertEqual(p.thread, "frontdesk")
    }
    func testParsesRoomNumberAsString() throws {
        let p = try XCTUnwrap(GuestMessagePayload(userInfo: ["bh": ["thread": "housekeeping", "room": 1204, "ciphertext": "AA==", "keyId": "k"]]))
        XCTAssertEqual(p.room, "1204")
    }
}
