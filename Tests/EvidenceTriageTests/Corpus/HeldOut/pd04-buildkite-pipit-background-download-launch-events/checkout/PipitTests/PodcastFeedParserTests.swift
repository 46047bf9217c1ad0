import XCTest
@testable import Pipit

final class PodcastFeedParserTests: XCTestCase {
    func testEnclosureLengthParsed() throws {
        let xml = """
        <rss><channel><item><title>Ep 1</title>
        <enclosure url="https://cdn.example.com/ep1.mp3" length="48213771" type="audio/mpeg"/>
        </item></channel></rss>
        """
        let feed = try PodcastFeedParser().parse(Data(xml.utf8))
        XCTAssertEqual(feed.episodes.first?.byteLength, 48_213_771)
    }
}
