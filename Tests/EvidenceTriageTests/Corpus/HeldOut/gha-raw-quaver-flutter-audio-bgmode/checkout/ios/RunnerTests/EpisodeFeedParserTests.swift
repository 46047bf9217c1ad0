import XCTest
@testable import Runner

final class EpisodeFeedParserTests: XCTestCase {
    func testParsesItunesDurationSeconds() {
        XCTAssertEqual(FeedDuration.parse("1840"), 1840)
    }

    func testParsesItunesDurationMinutes() {
        XCTAssertEqual(FeedDuration.parse("42:07"), 2527)
    }

    func testParsesItunesDurationWithHours() {
        XCTAssertEqual(FeedDuration.parse("1:02:03"), 3723)
    }

    func testRejectsGarbageDuration() {
        XCTAssertNil(FeedDuration.parse("about an hour"))
    }
}
