import CoreData
import XCTest
@testable import Fernhollow

final class StoreMigrationTests: XCTestCase {
    private var tempDirectory: URL!

    override func setUpWithError() throws {
        tempDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: tempDirectory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: tempDirectory)
    }

    /// Copies a store written by an older app version (sqlite + wal + shm) out of the test bundle.
    func copyFixture(_ name: String) throws -> URL {
        let bundle = Bundle(for: StoreMigrationTests.self)
        let destination = tempDirectory.appendingPathComponent("\(name).sqlite")
        for suffix in ["sqlite", "sqlite-wal", "sqlite-shm"] {
            let source = try XCTUnwrap(bundle.url(forResource: name, withExtension: suffix), "fixture \(name).\(suffix)")
            try FileManager.default.copyItem(at: source, to: tempDirectory.appendingPathComponent("\(name).\(suffix)"))
        }
        return destination
    }

    func testOpensFreshStore() throws {
        let controller = PersistenceController(storeURL: tempDirectory.appendingPathComponent("Fresh.sqlite"))
        XCTAssertNoThrow(try controller.loadStores())
        XCTAssertEqual(controller.loadedStoreCount, 1)
    }

    func testMigratesV3FixtureToCurrentModel() throws {
        let storeURL = try copyFixture("Journal-v3")
        let controller = PersistenceController(storeURL: storeURL)

        XCTAssertNoThrow(try controller.loadStores())
        XCTAssertEqual(controller.loadedStoreCount, 1, "v3 store did not open with the current model")
    }

    func testInMemoryStoreForPreviews() throws {
        let controller = PersistenceController(inMemory: true)
        XCTAssertNoThrow(try controller.loadStores())
    }
}
