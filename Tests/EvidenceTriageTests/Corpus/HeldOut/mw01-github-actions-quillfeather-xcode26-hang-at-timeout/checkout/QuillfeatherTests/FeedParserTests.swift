import XCTest
@testable import Quillfeather

final class FeedParserTests: XCTestCase {
    private func fixture(_ name: String) throws -> Data {
        let url = try XCTUnwrap(Bundle(for: Self.self).url(forResource: name, withExtension: "xml"))
        return try Data(contentsOf: url)
    }

    func testParsesItemTitles() throws {
        let feed = try FeedParser().parse(fixture("podcast-basic"))
        XCTAssertEqual(feed.items.map(\.title), ["Episode 12", "Episode 11"])
    }

    func testParsesEnclosureLength() throws {
        let feed = try FeedParser().parse(fixture("podcast-enclosure"))
        let enclosure = try XCTUnwrap(feed.items.first?.enclosure)
        XCTAssertEqual(enclosure.type, "audio/mpeg")
        XCTAssertEqual(enclosure.length, 48213)
    }
}
