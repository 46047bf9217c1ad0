import CoreData
import XCTest
@testable import Tallybook

/// Opens stores written by shipped versions of Tallybook and checks they
/// migrate to the current model without losing expenses.
final class PersistenceMigrationTests: XCTestCase {
    private var workDir: URL!

    override func setUpWithError() throws {
        workDir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: workDir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: workDir)
    }

    private func copyFixture(_ name: String) throws -> URL {
        let bundle = Bundle(for: Self.self)
        let source = try XCTUnwrap(bundle.url(forResource: name, withExtension: "sqlite", subdirectory: "StoreFixtures"))
        let target = workDir.appendingPathComponent("Tallybook.sqlite")
        try FileManager.default.copyItem(at: source, to: target)
        return target
    }

    func testFreshStoreLoads() throws {
        let controller = PersistenceController(storeURL: workDir.appendingPathComponent("Fresh.sqlite"))
        XCTAssertNoThrow(try controller.loadStores())
    }

    func testMigratesVersion3StoreFixture() throws {
        let storeURL = try copyFixture("Tallybook-v3")
        let controller = PersistenceController(storeURL: storeURL)

        XCTAssertNoThrow(try controller.loadStores())

        let request = NSFetchRequest<NSManagedObject>(entityName: "Expense")
        let expenses = try controller.container.viewContext.fetch(request)
        XCTAssertEqual(expenses.count, 42, "v3 fixture holds 42 expenses")
    }
}
