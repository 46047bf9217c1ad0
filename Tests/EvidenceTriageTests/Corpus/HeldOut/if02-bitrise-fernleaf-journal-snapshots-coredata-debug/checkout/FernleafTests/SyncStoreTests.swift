import CoreData
import XCTest
@testable import Fernleaf

final class SyncStoreTests: XCTestCase {
    private var container: NSPersistentContainer!

    override func setUp() {
        super.setUp()
        container = PersistenceController(inMemory: true).container
    }

    func testImportIsIdempotent() async throws {
        let store = SyncStore(container: container)
        _ = try await store.importEntries([.fixture(id: "e-1")])
        _ = try await store.importEntries([.fixture(id: "e-1")])
        let count = try container.viewContext.count(for: Entry.fetchRequest())
        XCTAssertEqual(count, 1)
    }

    func testBackgroundImportWritesThroughImportContext() async throws {
        let store = SyncStore(container: container)
        let imported = try await store.importEntries([.fixture(id: "e-7"), .fixture(id: "e-8")])
        XCTAssertEqual(imported, 2)
        XCTAssertEqual(store.importContext.name, "journal-sync-import")
    }
}
