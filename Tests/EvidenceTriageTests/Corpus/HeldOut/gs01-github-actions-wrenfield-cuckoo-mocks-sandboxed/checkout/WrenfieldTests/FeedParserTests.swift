import XCTest
@testable import Wrenfield

final class FeedParserTests: XCTestCase {
    func testParsesEnclosureLength() throws {
        let data = try XCTUnwrap(Self.sampleRSS.data(using: .utf8))
        let episodes = try FeedParser().parse(data)
        XCTAssertEqual(episodes.first?.byteLength, 48_213_112)
    }

    private static let sampleRSS = """
    <rss><channel><item><guid>ep-1</guid>
    <enclosure url="https://cdn.example.invalid/ep-1.mp3" length="48213112" type="audio/mpeg"/>
    </item></channel></rss>
    """
}
