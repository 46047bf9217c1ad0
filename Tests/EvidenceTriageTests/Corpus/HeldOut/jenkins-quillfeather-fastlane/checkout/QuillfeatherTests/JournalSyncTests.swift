import XCTest
@testable import Quillfeather

final class JournalSyncTests: XCTestCase {
    private let client = JournalSyncClient()

    func testDecodesWholeSecondTimestamps() throws {
        let json = #"[{"id":"e1","text":"hello","updatedAt":"2026-12-05T13:58:41Z"}]"#
        XCTAssertEqual(try client.decodeEntries(from: Data(json.utf8)).count, 1)
    }

    func testDecodesServerTimestampsWithFractionalSeconds() throws {
        // The sync API (v3) emits RFC 3339 timestamps with milliseconds.
        let json = #"[{"id":"e1","text":"hello","updatedAt":"2026-12-05T13:58:41.117Z"}]"#
        XCTAssertNoThrow(try client.decodeEntries(from: Data(json.utf8)))
    }
}
