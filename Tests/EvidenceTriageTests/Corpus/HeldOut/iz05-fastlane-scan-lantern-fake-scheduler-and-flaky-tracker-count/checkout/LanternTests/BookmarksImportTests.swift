import XCTest
@testable import Lantern

final class BookmarksImportTests: XCTestCase {
    private let parser = NetscapeBookmarkParser()

    func testFlatImport() {
        let root = parser.parse(BookmarkFixtures.flat)
        XCTAssertEqual(root.bookmarks.count, 4)
    }

    func testNetscapeFolderNesting() {
        // Bookmarks Bar > Work > Reading
        let root = parser.parse(BookmarkFixtures.nested)
        let bar = root.folders.first { $0.title == "Bookmarks Bar" }
        XCTAssertEqual(bar?.folders.map(\.title), ["Work"])
        XCTAssertEqual(bar?.folders.first?.folders.map(\.title), ["Reading"])
    }
}
