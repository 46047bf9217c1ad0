import XCTest
import CoreData
@testable import Ledgerly

final class PersistenceMigrationTests: XCTestCase {
    private func copyFixture(_ name: String) throws -> URL {
        let src = try XCTUnwrap(Bundle(for: Self.self).url(forResource: name, withExtension: "sqlite"))
        let dst = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + ".sqlite")
        try FileManager.default.copyItem(at: src, to: dst)
        return dst
    }

    func testOpeningV3StoreKeepsExpenses() throws {
        let url = try copyFixture("Ledgerly-v3")
        let controller = PersistenceController(storeURL: url)
        let count = try controller.container.viewContext.count(for: NSFetchRequest<NSManagedObject>(entityName: "Expense"))
        XCTAssertEqual(count, 42)
    }

    func testMismatchWithoutKnownSourceModelRecreatesStore() throws {
        let url = try copyFixture("Ledgerly-v1-prerelease")
        let controller = PersistenceController(storeURL: url, recreateOnMismatch: true)
        XCTAssertEqual(controller.container.persistentStoreCoordinator.persistentStores.count, 1)
    }
}
