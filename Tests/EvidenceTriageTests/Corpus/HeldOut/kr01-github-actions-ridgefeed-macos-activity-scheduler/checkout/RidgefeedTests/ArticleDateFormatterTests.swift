import XCTest
@testable import Ridgefeed

final class ArticleDateFormatterTests: XCTestCase {
    private let noon = Date(timeIntervalSince1970: 1_796_040_000) // 2026-11-30 12:00 UTC

    private func formatter() -> ArticleDateFormatter {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return ArticleDateFormatter(calendar: calendar, now: { self.noon })
    }

    func testToday() {
        XCTAssertEqual(formatter().string(for: noon.addingTimeInterval(-3600)), "Today")
    }

    func testRelativeDateYesterday() {
        let yesterdayEvening = noon.addingTimeInterval(-18 * 3600)
        XCTAssertEqual(formatter().string(for: yesterdayEvening), "Yesterday")
    }

    func testThreeDaysAgo() {
        XCTAssertEqual(formatter().string(for: noon.addingTimeInterval(-3 * 86_400)), "3 days ago")
    }
}
