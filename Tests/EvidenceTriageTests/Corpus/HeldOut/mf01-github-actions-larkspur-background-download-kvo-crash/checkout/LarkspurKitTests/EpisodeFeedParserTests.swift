import XCTest
@testable import LarkspurKit

final class EpisodeFeedParserTests: XCTestCase {
    func testParsesEnclosureLength() throws {
        let xml = try fixture("harbour-lights.rss")
        let episodes = try EpisodeFeedParser().parse(xml)
        XCTAssertEqual(episodes.first?.enclosureLength, 48213377)
    }

    func testParsesItunesDuration() throws {
        let xml = try fixture("harbour-lights.rss")
        XCTAssertEqual(try EpisodeFeedParser().parse(xml).first?.duration, 2712)
    }
}
