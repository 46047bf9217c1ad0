import SwiftData
import XCTest
@testable import Jasper

@MainActor
final class TaskListStoreTests: XCTestCase {
    private var store: TaskListStore!

    override func setUp() async throws {
        store = try TaskListStore(inMemory: true)
        try store.seed(lists: ["Inbox", "Errands"], tasksPerList: 4)
    }

    func testSeedsTwoLists() throws {
        XCTAssertEqual(try store.allLists().count, 2)
    }

    /// "Clear all data" followed by a fresh sync must leave the lists usable.
    func testReloadAfterClearAllKeepsListsUsable() throws {
        let inbox = try XCTUnwrap(store.list(named: "Inbox"))
        try store.clearAllData()
        try store.applySync(.fixture(lists: ["Inbox"], tasksPerList: 2))
        XCTAssertEqual(inbox.tasks.count, 2)
    }
}
