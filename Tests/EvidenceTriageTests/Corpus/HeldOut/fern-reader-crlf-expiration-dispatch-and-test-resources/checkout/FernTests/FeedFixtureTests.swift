import XCTest
@testable import FernKit

final class FeedFixtureTests: XCTestCase {
    private func fixture(_ name: String, _ ext: String) throws -> Data {
        let url = try XCTUnwrap(Bundle(for: Self.self).url(forResource: name, withExtension: ext))
        return try Data(contentsOf: url)
    }

    func testParsesInlineRSS() throws {
        let data = Data(#"<rss><channel><item><title>A</title></item></channel></rss>"#.utf8)
        XCTAssertEqual(try FeedParser().parse(data).items.count, 1)
    }

    func testParsesAtomFixture() throws {
        let feed = try FeedParser().parse(try fixture("atom-sample", "xml"))
        XCTAssertEqual(feed.items.count, 12)
        XCTAssertEqual(feed.items.first?.updated, ISO8601DateFormatter().date(from: "2026-08-30T07:15:00Z"))
    }
}
