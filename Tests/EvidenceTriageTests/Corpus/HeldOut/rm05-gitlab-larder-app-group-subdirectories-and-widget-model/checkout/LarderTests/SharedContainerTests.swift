import XCTest
import CoreData
@testable import Larder

final class SharedContainerTests: XCTestCase {
    override func setUpWithError() throws {
        // Start from an empty app-group container, as on a fresh install.
        let group = try XCTUnwrap(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: PantryStore.groupID))
        try? FileManager.default.removeItem(at: group.appendingPathComponent("Library/Application Support"))
    }

    func testStoreCreatedInFreshAppGroup() throws {
        let container = try PantryStore.makeContainer()
        XCTAssertEqual(container.persistentStoreCoordinator.persistentStores.count, 1)
    }
}
