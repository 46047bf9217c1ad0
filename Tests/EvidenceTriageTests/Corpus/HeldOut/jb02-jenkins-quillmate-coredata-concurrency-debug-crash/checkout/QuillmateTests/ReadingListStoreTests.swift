import CoreData
import XCTest
@testable import Quillmate

final class ReadingListStoreTests: XCTestCase {
    func testAddKeepsOrder() throws {
        let stack = TestCoreDataStack(storeType: NSSQLiteStoreType)
        let store = ReadingListStore(contextManager: stack.contextManager)
        try store.add(postIDs: [5, 3, 9])
        XCTAssertEqual(try store.postIDs(), [5, 3, 9])
    }

    func testBatchDeleteRefreshesViewContext() throws {
        let stack = TestCoreDataStack(storeType: NSSQLiteStoreType)
        let store = ReadingListStore(contextManager: stack.contextManager)
        try store.add(postIDs: [1, 2, 3])
        _ = try store.postIDs()          // faults the items into the view context

        try store.removeAll()

        let remaining = try stack.contextManager.mainContext.fetch(ReadingListItem.fetchRequest())
        XCTAssertEqual(remaining.count, 0, "view context still sees deleted items")
    }
}
