import CoreData
import XCTest
@testable import QuillKit

final class NotebookStoreTests: XCTestCase {
    private var storeURL: URL!

    override func setUp() {
        super.setUp()
        storeURL = FileManager.default.temporaryDirectory.appendingPathComponent("notebooks-\(UUID().uuidString).sqlite")
    }

    func testOpensOnDiskStore() throws {
        let store = try NotebookStore(storeURL: storeURL)
        XCTAssertEqual(store.container.persistentStoreCoordinator.persistentStores.count, 1)
    }
}
