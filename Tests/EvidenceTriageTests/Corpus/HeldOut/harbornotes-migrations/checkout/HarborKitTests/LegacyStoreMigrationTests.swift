//
//  LegacyStoreMigrationTests.swift
//  HarborKitTests
//

import XCTest
import CoreData
@testable import HarborKit

final class LegacyStoreMigrationTests: XCTestCase {

    private var workDir: URL!

    override func setUpWithError() throws {
        workDir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: workDir, withIntermediateDirectories: true)
    }

    private var modelBundle: Bundle { Bundle(for: LegacyStoreMigrationTests.self) }

    private func copyFixture(_ name: String) throws -> URL {
        let source = try XCTUnwrap(modelBundle.url(forResource: name, withExtension: "sqlite", subdirectory: "Fixtures"))
        let target = workDir.appendingPathComponent("Harbor.sqlite")
        try FileManager.default.copyItem(at: source, to: target)
        return target
    }

    private func fetchFolders(at url: URL) throws -> [NSManagedObject] {
        let model = try LegacyStore.model(named: "HarborLegacy 12", in: modelBundle)
        let container = NSPersistentContainer(name: "Harbor", managedObjectModel: model)
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: url)]
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
        let request = NSFetchRequest<NSManagedObject>(entityName: "Folder")
        request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
        return try container.viewContext.fetch(request)
    }

    func testCleanV11StoreMigratesWithDisplayStyle() throws {
        let url = try copyFixture("Harbor-v11-clean")
        try LegacyStore.migrateIfNeeded(storeAt: url, modelBundle: modelBundle)
        let folders = try fetchFolders(at: url)
        XCTAssertEqual(folders.map { $0.value(forKey: "displayStyle") as? String }, ["grid", "list"])
    }

    func testFolderMigrationKeepsNotesWithoutFolder() throws {
        // Real-world 3.x stores contain notes whose folder was deleted on
        // another device (folder == nil). They must survive the migration and
        // the custom policy must still run for every folder.
        let url = try copyFixture("Harbor-v11-orphans")
        try LegacyStore.migrateIfNeeded(storeAt: url, modelBundle: modelBundle)

        let folders = try fetchFolders(at: url)
        XCTAssertEqual(folders.count, 2)
        XCTAssertEqual(folders.first?.value(forKey: "displayStyle") as? String, "grid")
    }
}
