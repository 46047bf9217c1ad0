import XCTest
@testable import Quokka

final class FeedParserTests: XCTestCase {
    let item = ["title": "Ep. 41", "enclosure@url": "https://cdn.example.invalid/41.mp3", "enclosure@length": "48213504"]

    func testParsesTitle() { XCTAssertEqual(FeedParser.episode(from: item).title, "Ep. 41") }

    func testParsesEnclosureLength() {
        let episode = FeedParser.episode(from: item)

        XCTAssertEqual(episode.enclosureLength, 48_213_504)
    }
}
