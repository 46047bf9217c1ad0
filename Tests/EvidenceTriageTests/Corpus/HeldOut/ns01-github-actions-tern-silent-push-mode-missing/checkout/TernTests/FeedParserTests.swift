import XCTest
@testable import Tern

final class FeedParserTests: XCTestCase {
    func testAtomUpdatedDateParsed() throws {
        let xml = try Fixture.data("atom-updated.xml")
        let feed = try FeedParser().parse(xml)
        XCTAssertEqual(feed.items.first?.updated, ISO8601DateFormatter().date(from: "2026-08-12T21:04:00Z"))
    }

    func testRSSGuidUsedAsIdentifier() throws {
        let feed = try FeedParser().parse(try Fixture.data("rss-guid.xml"))
        XCTAssertEqual(feed.items.map(\.id), ["a-1", "a-2"])
    }
}
