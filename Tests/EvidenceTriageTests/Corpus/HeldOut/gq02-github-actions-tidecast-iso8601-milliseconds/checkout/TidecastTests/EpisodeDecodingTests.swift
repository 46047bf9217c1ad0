import XCTest
@testable import Tidecast

final class EpisodeDecodingTests: XCTestCase {
    private func fixture(_ name: String) throws -> Data {
        let url = try XCTUnwrap(Bundle(for: Self.self).url(forResource: name, withExtension: "json"))
        return try Data(contentsOf: url)
    }

    func testDecodesEmptyPage() throws {
        let page = try FeedDecoding.page(from: Data(#"{"episodes": [], "next_cursor": null}"#.utf8))
        XCTAssertTrue(page.episodes.isEmpty)
        XCTAssertNil(page.nextCursor)
    }

    func testDecodesPublishedAtWithMilliseconds() throws {
        let page = try FeedDecoding.page(from: fixture("feed-page-1"))
        XCTAssertEqual(page.episodes.count, 2)
        XCTAssertEqual(page.episodes[0].publishedAt.timeIntervalSince1970, 1_760_090_428.013, accuracy: 0.001)
    }

    func testRejectsEpisodeWithoutAudioURL() {
        let json = #"{"episodes": [{"id": "e1", "show_id": "s1", "title": "x", "duration_seconds": 1}], "next_cursor": null}"#
        XCTAssertThrowsError(try FeedDecoding.page(from: Data(json.utf8)))
    }
}
