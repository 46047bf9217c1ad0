import XCTest
@testable import Pintrail

final class OPMLImportTests: XCTestCase {
    func testNestedFoldersFlattened() throws {
        let url = Bundle(for: Self.self).url(forResource: "nested", withExtension: "opml")!
        let result = try OPMLImporter().parse(Data(contentsOf: url))
        XCTAssertEqual(result.folders.map(\.title), ["Tech", "Tech / Swift", "News"])
        XCTAssertEqual(result.feeds.count, 7)
    }
}
