import CoreData
import XCTest
@testable import Moorhen

final class JournalStoreTests: XCTestCase {
    func testApplyAdvancesCursorAndEntriesTogether() throws {
        let store = JournalStore(inMemory: true)
        try store.apply(.fixture(entries: 3, nextCursor: "c-3"))
        XCTAssertEqual(try store.syncCursor(), "c-3")
    }

    func testDatabaseFileProtectionAllowsBackgroundAccess() {
        // Background fetch and silent pushes can wake the app before the user unlocks;
        // the store must stay readable after first unlock (see PR #402).
        let store = JournalStore(inMemory: true)
        let option = store.container.persistentStoreDescriptions.first?.options[NSPersistentStoreFileProtectionKey] as? FileProtectionType
        XCTAssertEqual(option, .completeUntilFirstUserAuthentication)
    }
}
