import CoreData
import XCTest
@testable import LanternShelf

final class BookmarkStoreTests: XCTestCase {

    func testBookmarkPersistsAcrossContexts() throws {
        let stack = try TestCoreDataStack(onDisk: false)
        let store = BookmarkStore(dataManager: stack.dataManager)
        try store.addBookmark(at: 1_204, in: "harbour.m4b", note: "ferry scene")
        let reread = BookmarkStore(dataManager: stack.dataManager)
        XCTAssertEqual(try reread.bookmarks(in: "harbour.m4b").count, 1)
    }
}
