import XCTest
@testable import Sable

final class FixtureFeedTests: XCTestCase {
    func testParsesFixtureFeed() throws {
        let data = try Data(contentsOf: Fixtures.url("feed-hardfork.xml"))
        let feed = try FeedParser().parse(data)
        XCTAssertEqual(feed.episodes.count, 42)
    }
}
