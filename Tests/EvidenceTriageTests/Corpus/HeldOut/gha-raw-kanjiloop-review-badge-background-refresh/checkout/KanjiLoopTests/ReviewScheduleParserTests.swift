import XCTest
@testable import KanjiLoop

final class ReviewScheduleParserTests: XCTestCase {
    private let parser = ReviewScheduleParser(calendar: Calendar(identifier: .gregorian))

    func testParsesPendingCount() throws {
        let summary = try parser.parse(Fixtures.summary(named: "summary-30-pending"))
        XCTAssertEqual(summary.pendingCount, 30)
    }

    func testParsesNextReviewDateFromSummary() throws {
        // next_reviews_at is UTC; the badge schedules a local notification from it.
        let summary = try parser.parse(Fixtures.summary(named: "summary-next-at-0700Z"))
        let expected = ISO8601DateFormatter().date(from: "2026-11-04T07:00:00Z")
        XCTAssertEqual(summary.nextReviewDate, expected)
    }

    func testEmptyQueueHasNoNextDate() throws {
        let summary = try parser.parse(Fixtures.summary(named: "summary-empty"))
        XCTAssertNil(summary.nextReviewDate)
    }
}
