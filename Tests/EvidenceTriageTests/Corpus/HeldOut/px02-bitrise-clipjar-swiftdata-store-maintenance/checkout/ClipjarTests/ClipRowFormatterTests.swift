import XCTest
@testable import Clipjar

final class ClipRowFormatterTests: XCTestCase {
    let now = ISO8601DateFormatter().date(from: "2026-09-10T09:00:00Z")!

    func testRelativeTimestampMinutes() {
        XCTAssertEqual(ClipRowFormatter.timestamp(now.addingTimeInterval(-300), now: now), "5 min ago")
    }

    func testRelativeTimestampYesterday() {
        let date = now.addingTimeInterval(-26 * 3600)
        XCTAssertEqual(ClipRowFormatter.timestamp(date, now: now), "Yesterday")
    }
}
