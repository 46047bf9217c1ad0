import CoreData
import XCTest
@testable import Tidewell

/// Opens every shipped store fixture through the production container path and
/// checks that it comes out compatible with the current model.
final class StoreMigrationTests: XCTestCase {
    private var workDir: URL!

    override func setUpWithError() throws {
        workDir = FileManager.default.temporaryDirectory
            .appendingPathComponent("StoreMigrationTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: workDir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: workDir)
    }

    private func copyFixture(named name: String) throws -> URL {
        let bundle = Bundle(for: StoreMigrationTests.self)
        let source = try XCTUnwrap(bundle.url(forResource: name, withExtension: "sqlite"),
                                   "\(name).sqlite fixture missing from test bundle")
        let target = workDir.appendingPathComponent("\(name).sqlite")
        try FileManager.default.copyItem(at: source, to: target)
        return target
    }

    func testMigratesShippedV1Fixture() throws {
        let storeURL = try copyFixture(named: "Tidewell-v1")
        let container = PersistenceController.makeContainer(storeURL: storeURL)
        let description = try XCTUnwrap(container.persistentStoreDescriptions.first)
        XCTAssertTrue(description.shouldMigrateStoreAutomatically)

        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        XCTAssertNil(loadError)

        let request = NSFetchRequest<NSManagedObject>(entityName: "Reading")
        XCTAssertEqual(try container.viewContext.count(for: request), 12)
    }

    func testFreshStoreLoads() throws {
        let container = PersistenceController.makeContainer(storeURL: workDir.appendingPathComponent("fresh.sqlite"))
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        XCTAssertNil(loadError)
    }
}
