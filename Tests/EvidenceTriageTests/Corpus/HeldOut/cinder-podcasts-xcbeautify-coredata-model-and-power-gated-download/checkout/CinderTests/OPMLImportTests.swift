import XCTest
@testable import Cinder

final class OPMLImportTests: XCTestCase {
    func testImportsFixtureFeeds() throws {
        let path = try XCTUnwrap(Bundle.main.path(forResource: "subscriptions", ofType: "opml"))
        let feeds = try OPMLImporter().importFeeds(from: URL(fileURLWithPath: path))
        XCTAssertEqual(feeds.count, 12)
    }
}
