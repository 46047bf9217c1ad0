import XCTest
@testable import LumenSync

final class FeedTimestampTests: XCTestCase {
    func testParsesV3Timestamp() throws {
        let date = try XCTUnwrap(ServerTimestamp.parse("2026-03-18T07:15:02+09:00"))
        XCTAssertEqual(date.timeIntervalSince1970, 1_773_785_702)
    }

    func testParsesUTCTimestamp() throws {
        let date = try XCTUnwrap(ServerTimestamp.parse("2026-03-17T22:15:02Z"))
        XCTAssertEqual(date.timeIntervalSince1970, 1_773_785_702)
    }

    func testParsesServerTimestampWithSpaceBeforeOffset() throws {
        // Archive shards (API v2) still put a space before the offset.
        let date = try XCTUnwrap(ServerTimestamp.parse("2026-03-18T07:15:02 +09:00"))
        XCTAssertEqual(date.timeIntervalSince1970, 1_773_785_702)
    }
}
