import XCTest
@testable import Larkspur

final class FeedParserTests: XCTestCase {
    func testParsesRSSFixture() throws {
        let feed = try FeedParser().parse(FixtureLoader.data("rss-feed-sample", ext: "xml"))
        XCTAssertEqual(feed.items.count, 12)
        XCTAssertEqual(feed.title, "The Quiet Margin")
    }

    func testParsesAtomFixture() throws {
        let feed = try FeedParser().parse(FixtureLoader.data("atom-feed-sample", ext: "xml"))
        XCTAssertEqual(feed.items.count, 8)
        XCTAssertEqual(feed.items.first?.title, "Letters from the allotment, no. 41")
    }

    func testRejectsHTMLPage() {
        XCTAssertThrowsError(try FeedParser().parse(Data("<html><body>hi</body></html>".utf8)))
    }
}
