import XCTest
import CoreData
@testable import Harbornotes

/// Opens a store written by the 3.x app (model "Notes 3") with the current model stack.
final class StoreMigrationTests: XCTestCase {
    private var workDir: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        workDir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: workDir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: workDir)
        try super.tearDownWithError()
    }

    func testFreshStoreUsesCurrentModelVersion() throws {
        let stack = try NotesStore(storeURL: workDir.appendingPathComponent("fresh.sqlite"),
                                   model: NotesStore.currentVersionModel())
        XCTAssertEqual(stack.model.versionIdentifiers, ["4"])
    }

    func testMigratesV3StoreToCurrentModel() throws {
        let fixture = try XCTUnwrap(Bundle(for: Self.self).url(forResource: "notes-v3", withExtension: "sqlite"))
        let storeURL = workDir.appendingPathComponent("notes.sqlite")
        try FileManager.default.copyItem(at: fixture, to: storeURL)

        // Production path: NotesStore.makeModel() merges every model in the app bundle.
        let stack = try NotesStore(storeURL: storeURL)
        let notes = try stack.viewContext.fetch(NSFetchRequest<NSManagedObject>(entityName: "Note"))
        XCTAssertEqual(notes.count, 12)
        XCTAssertTrue(notes.allSatisfy { $0.value(forKey: "pinnedAt") == nil })
    }
}
