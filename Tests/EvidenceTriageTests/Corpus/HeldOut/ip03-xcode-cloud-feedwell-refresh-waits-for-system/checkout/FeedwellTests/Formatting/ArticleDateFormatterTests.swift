import XCTest
@testable import FeedwellKit

final class ArticleDateFormatterTests: XCTestCase {
    private let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        calendar.timeZone = TimeZone(identifier: "America/Los_Angeles")!
        return calendar
    }()
    private let now = ISO8601DateFormatter().date(from: "2026-12-05T18:00:00Z")!

    func testSameWeekShowsAbbreviatedWeekday() {
        let subject = ArticleDateFormatter(calendar: calendar, now: now)
        let date = ISO8601DateFormatter().date(from: "2026-12-03T18:00:00Z")!
        // The date column is 60 pt wide; full weekday names truncate.
        XCTAssertEqual(subject.string(from: date), "Thu")
    }

    func testOlderThanAWeekShowsNumericDate() {
        let subject = ArticleDateFormatter(calendar: calendar, now: now)
        let date = ISO8601DateFormatter().date(from: "2026-11-20T18:00:00Z")!
        XCTAssertEqual(subject.string(from: date), "11/20/2026")
    }
}
