import CoreData
import XCTest
@testable import FernbookStore

final class StoreMigrationTests: XCTestCase {
    private var workDir: URL!

    override func setUpWithError() throws {
        workDir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: workDir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: workDir)
    }

    private func fixtureStore(named name: String) throws -> URL {
        let bundle = Bundle(for: Self.self)
        let source = try XCTUnwrap(bundle.url(forResource: name, withExtension: "sqlite"))
        let copy = workDir.appendingPathComponent("\(name).sqlite")
        try FileManager.default.copyItem(at: source, to: copy)
        return copy
    }

    func testV2StoreOpensWithLightweightMigration() throws {
        let url = try fixtureStore(named: "fernbook-v2")
        XCTAssertNoThrow(try PersistentStack.open(at: url, migrate: .lightweight))
    }

    func testMigrationFromV3KeepsTransactions() throws {
        let url = try fixtureStore(named: "fernbook-v3-42-transactions")
        let model = try XCTUnwrap(PersistentStack.model(version: "Fernbook 4"))

        var migrationError: Error?
        do {
            try StoreMigrator().migrateStore(at: url, to: model)
        } catch {
            migrationError = error
        }
        let migrated = migrationError == nil
        XCTAssertTrue(migrated, "Failed to migrate to the new managed object model: \(String(describing: migrationError))")
        guard migrated else { return }

        let stack = try PersistentStack.open(at: url, migrate: .none)
        let count = try stack.viewContext.count(for: NSFetchRequest<NSManagedObject>(entityName: "Transaction"))
        XCTAssertEqual(count, 42)
    }
}
