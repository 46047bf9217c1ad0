import CoreData
import XCTest
@testable import Larkspur

/// Opens stores written by shipped versions of the app with the current model.
final class StoreMigrationTests: XCTestCase {
    private var storeURL: URL!

    override func setUpWithError() throws {
        // Larkspur-v3.sqlite was written by Larkspur 2.9 (model "Larkspur 3"): 4 sites, 9 surveys, 37 observations.
        let fixture = try XCTUnwrap(Bundle(for: Self.self).url(forResource: "Larkspur-v3", withExtension: "sqlite"))
        storeURL = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + ".sqlite")
        try FileManager.default.copyItem(at: fixture, to: storeURL)
    }

    override func tearDownWithError() throws {
        try? NSPersistentStoreCoordinator(managedObjectModel: NSManagedObjectModel())
            .destroyPersistentStore(at: storeURL, type: .sqlite)
    }

    func testFreshStoreOpens() throws {
        let store = SurveyStore(inMemory: true)
        XCTAssertNoThrow(try store.load())
    }

    func testMigratesV3FixtureToV4() throws {
        let store = SurveyStore(storeURL: storeURL)
        XCTAssertNoThrow(try store.load())
        XCTAssertEqual(store.modelVersionIdentifier, "Larkspur 4")
    }

    func testMigratedStoreKeepsObservationCount() throws {
        let store = SurveyStore(storeURL: storeURL)
        try store.load()
        XCTAssertEqual(try store.observationCount(), 37)
    }
}
