import XCTest
@testable import Harlowe

final class FeedParserTests: XCTestCase {
    func testParsesItunesDuration() throws {
        let feed = try FeedParser().parse(Fixtures.data("duration.xml"))
        XCTAssertEqual(feed.episodes.first?.duration, 3725)
    }

    func testParsesEnclosureURL() throws {
        let feed = try FeedParser().parse(Fixtures.data("enclosure.xml"))
        XCTAssertEqual(feed.episodes.first?.audioURL.pathExtension, "mp3")
    }
}
