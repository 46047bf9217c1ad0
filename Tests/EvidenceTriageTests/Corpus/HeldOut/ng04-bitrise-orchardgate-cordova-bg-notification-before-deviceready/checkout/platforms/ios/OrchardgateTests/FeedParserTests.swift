import XCTest
@testable import Orchardgate

final class FeedParserTests: XCTestCase {

    func testAtomDatesWithoutSeconds() throws {
        let xml = try XCTUnwrap(Fixtures.string("coop-news-2026-10.atom"))
        let items = try FeedParser().parse(xml)
        XCTAssertEqual(items.first?.title, "Apple pressing moves to Saturday")
    }
}
