import XCTest
@testable import Lantern

final class EpisodeFeedTests: XCTestCase {
    func testDuplicateGuidsCollapseToNewestEnclosure() throws {
        let feed = try FeedParser().parse(Fixtures.data("feed-duplicate-guid.xml"))
        XCTAssertEqual(feed.episodes.count, 3)
        XCTAssertEqual(feed.episodes.first?.enclosureURL.lastPathComponent, "ep42-v2.mp3")
    }

    func testDurationParsesHourMinuteSecond() throws {
        XCTAssertEqual(try EpisodeDuration("1:02:03").seconds, 3723)
    }
}
