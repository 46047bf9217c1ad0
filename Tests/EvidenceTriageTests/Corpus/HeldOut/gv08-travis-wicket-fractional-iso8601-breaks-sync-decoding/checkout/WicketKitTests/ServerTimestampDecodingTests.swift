import XCTest
@testable import WicketKit

final class ServerTimestampDecodingTests: XCTestCase {
    func testDecodesWholeSecondTimestamps() throws {
        let json = #"{"id":"t1","title":"Buy stamps","completed":false,"updated_at":"2026-07-15T09:00:00Z"}"#
        let change = try ServerDecoding.makeDecoder().decode(TaskChange.self, from: Data(json.utf8))
        XCTAssertEqual(change.updatedAt, Date(timeIntervalSince1970: 1_784_106_000))
    }

    func testDecodesFractionalSecondTimestamps() throws {
        let json = #"{"id":"t1","title":"Buy stamps","completed":false,"updated_at":"2026-07-15T09:00:00.000Z"}"#
        let change = try ServerDecoding.makeDecoder().decode(TaskChange.self, from: Data(json.utf8))
        XCTAssertEqual(change.updatedAt, Date(timeIntervalSince1970: 1_784_106_000))
    }
}
