import XCTest
@testable import Brackenfeed

final class OPMLParserTests: XCTestCase {
    func testFlatListParsed() throws {
        let feeds = try OPMLParser().parse(Fixtures.data("flat.opml"))
        XCTAssertEqual(feeds.count, 4)
    }

    func testNestedOutlinesFlattened() throws {
        let feeds = try OPMLParser().parse(Fixtures.data("nested-folders.opml"))
        XCTAssertEqual(feeds.count, 5)
        XCTAssertEqual(feeds.map(\.folder).compactMap { $0 }.count, 5)
    }
}
