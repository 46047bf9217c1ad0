import XCTest
import HarborlightShared

final class SessionBookmarkTests: XCTestCase {
    func testBookmarkPersistsAcrossReload() {
        let settings = MockSettings()
        let bookmarks = SessionBookmarks(settings: settings)
        bookmarks.toggle(id: "s-217")
        bookmarks.reload()
        XCTAssertTrue(bookmarks.isBookmarked(id: "s-217"))
    }
}
