import CoreData
import XCTest
@testable import Tidewell

final class StoreMigrationTests: XCTestCase {
    private var workDir: URL!

    override func setUpWithError() throws {
        workDir = FileManager.default.temporaryDirectory
            .appendingPathComponent("StoreMigrationTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: workDir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: workDir)
    }

    /// Copies a store written by the shipped 3.6 build (model "Tidewell 3")
    /// and opens it with the current model, which must migrate it in place.
    private func copyFixture(_ name: String) throws -> URL {
        let bundle = Bundle(for: Self.self)
        let dest = workDir.appendingPathComponent("Tidewell.sqlite")
        for ext in ["sqlite", "sqlite-shm", "sqlite-wal"] {
            guard let src = bundle.url(forResource: name, withExtension: ext) else { continue }
            try FileManager.default.copyItem(at: src, to: dest.deletingPathExtension().appendingPathExtension(ext))
        }
        return dest
    }

    func testMigratesV2StoreToCurrent() throws {
        let url = try copyFixture("Tidewell-v2")
        let store = JournalStore(storeURL: url, bundle: Bundle(for: JournalStore.self))
        XCTAssertNoThrow(try store.load())
    }

    func testMigratesV3StoreToV4() throws {
        let url = try copyFixture("Tidewell-v3")
        let store = JournalStore(storeURL: url, bundle: Bundle(for: JournalStore.self))
        XCTAssertNoThrow(try store.load(), "a 3.6 store must open after the V4 model bump")

        let request = NSFetchRequest<NSManagedObject>(entityName: "Entry")
        let entries = try store.container.viewContext.fetch(request)
        XCTAssertEqual(entries.count, 12)
    }
}
