import CoreData
import XCTest
@testable import Fernhill

final class StoreMigrationTests: XCTestCase {
    private var workDir: URL!

    override func setUpWithError() throws {
        workDir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: workDir, withIntermediateDirectories: true)
        // A store written by Fernhill 3.9 (the last App Store build on model "Fernhill 3").
        let fixture = Bundle(for: Self.self).url(forResource: "Fernhill-3.9", withExtension: "sqlite")!
        try FileManager.default.copyItem(at: fixture, to: workDir.appendingPathComponent("Fernhill.sqlite"))
    }

    func testMigratesV3StoreToV4() throws {
        let migrator = StoreMigrator(bundle: Bundle(for: AppDelegate.self))
        var migrated: URL?
        XCTAssertNoThrow(migrated = try migrator.migrateStore(at: workDir.appendingPathComponent("Fernhill.sqlite"),
                                                              from: "Fernhill 3", to: "Fernhill 4"))
        XCTAssertNotNil(migrated)
    }
}
