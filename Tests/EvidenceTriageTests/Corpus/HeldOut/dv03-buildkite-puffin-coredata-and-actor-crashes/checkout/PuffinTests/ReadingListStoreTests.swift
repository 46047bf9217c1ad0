import XCTest
import CoreData
@testable import Puffin
import PuffinData

final class ReadingListStoreTests: XCTestCase {
    func testFetchUnreadArticles() throws {
        let stack = TestCoreDataStack()
        stack.insertArticles(read: 1, unread: 2)
        let unread = try ReadingListStore(context: stack.context).unreadArticles()
        XCTAssertEqual(unread.count, 2)
    }
}
