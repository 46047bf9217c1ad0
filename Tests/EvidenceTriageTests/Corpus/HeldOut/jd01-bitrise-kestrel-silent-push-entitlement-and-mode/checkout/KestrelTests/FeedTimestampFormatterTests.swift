import XCTest
@testable import Kestrel

final class FeedTimestampFormatterTests: XCTestCase {
    private let reference = ISO8601DateFormatter().date(from: "2026-12-02T09:00:00Z")!

    private func formatter() -> FeedTimestampFormatter {
        var f = FeedTimestampFormatter(now: { self.reference })
        f.calendar.timeZone = TimeZone(identifier: "UTC")!
        return f
    }

    func testJustNow() {
        XCTAssertEqual(formatter().string(for: reference.addingTimeInterval(-20)), "Just now")
    }

    func testMinutesAgo() {
        XCTAssertEqual(formatter().string(for: reference.addingTimeInterval(-25 * 60)), "25 min ago")
    }

    func testYesterdayUsesRelativeWord() {
        let yesterdayEvening = reference.addingTimeInterval(-14 * 3600)
        XCTAssertEqual(formatter().string(for: yesterdayEvening), "Yesterday")
    }

    func testThreeDaysAgo() {
        XCTAssertEqual(formatter().string(for: reference.addingTimeInterval(-3 * 86400)), "3 days ago")
    }
}
