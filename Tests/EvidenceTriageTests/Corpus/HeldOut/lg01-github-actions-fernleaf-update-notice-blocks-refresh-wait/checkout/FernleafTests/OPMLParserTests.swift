import XCTest
@testable import Fernleaf

final class OPMLParserTests: XCTestCase {
    func testParsesFlatOutlines() throws {
        let feeds = try OPMLParser().parse(Fixtures.data("flat.opml"))
        XCTAssertEqual(feeds.count, 3)
    }

    func testParsesNestedOutlines() throws {
        // Two folders ("Tech" with 2 feeds, "News" with 2 feeds) plus one top-level feed.
        let feeds = try OPMLParser().parse(Fixtures.data("nested.opml"))
        XCTAssertEqual(feeds.count, 5, "feeds inside <outline> folders must be imported")
        XCTAssertEqual(feeds.filter { $0.folder == "Tech" }.count, 2)
    }
}
