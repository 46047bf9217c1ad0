import XCTest
@testable import Tallyho

final class NoteFormatterTests: XCTestCase {
    func testRelativeDateYesterday() {
        let now = ISO8601DateFormatter().date(from: "2026-03-04T09:00:00Z")!
        let edited = ISO8601DateFormatter().date(from: "2026-03-03T22:10:00Z")!
        let text = NoteFormatter(now: now, timeZone: TimeZone(identifier: "UTC")!).relative(edited)
        XCTAssertEqual(text, "Yesterday, 22:10")
    }

    func testRelativeDateToday() {
        let now = ISO8601DateFormatter().date(from: "2026-03-04T09:00:00Z")!
        let edited = ISO8601DateFormatter().date(from: "2026-03-04T08:15:00Z")!
        XCTAssertEqual(NoteFormatter(now: now, timeZone: TimeZone(identifier: "UTC")!).relative(edited), "08:15")
    }
}
