import SwiftData
import XCTest
@testable import Harborlog

@MainActor
final class LegacyStoreMigrationTests: XCTestCase {
    private var container: ModelContainer!
    private var legacyStoreURL: URL!

    override func setUpWithError() throws {
        container = try ModelContainer(
            for: Vessel.self, LogEntry.self,
            configurations: ModelConfiguration(isStoredInMemoryOnly: true)
        )
        // Fixture written by Harborlog 3.4 (Core Data model version 12).
        legacyStoreURL = try FixtureStore.copy("Harborlog-3.4.sqlite")
        // The importer loads the compiled Core Data model from the app bundle, as it does on device.
        Persistence.runLegacyImportIfNeeded(container: container, legacyStoreURL: legacyStoreURL, bundle: .main)
    }

    func testImportsVesselsFromCoreDataStore() throws {
        let vessels = try container.mainContext.fetch(FetchDescriptor<Vessel>(sortBy: [SortDescriptor(\.name)]))
        XCTAssertEqual(vessels.count, 3)
        XCTAssertEqual(vessels.map(\.name), ["Albatross", "Kittiwake", "Tern"])
    }

    func testImportsLogEntriesFromCoreDataStore() throws {
        let entries = try container.mainContext.fetch(FetchDescriptor<LogEntry>())
        XCTAssertEqual(entries.count, 41)
    }

    func testImportIsSkippedWithoutLegacyStore() throws {
        try FileManager.default.removeItem(at: legacyStoreURL)
        let fresh = try ModelContainer(for: Vessel.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        Persistence.runLegacyImportIfNeeded(container: fresh, legacyStoreURL: legacyStoreURL)
        XCTAssertEqual(try fresh.mainContext.fetchCount(FetchDescriptor<Vessel>()), 0)
    }
}
