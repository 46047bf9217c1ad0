import GRDB
import XCTest
@testable import Fernleaf

final class DatabaseMigrationTests: XCTestCase {
    func testFreshDatabaseMigrates() throws {
        let queue = try DatabaseQueue()
        XCTAssertNoThrow(try AppDatabase.migrator.migrate(queue))
    }

    /// fernleaf-3.2.sqlite was written by the 3.2 release, which shipped
    /// v1...v4 (v4 then named "v4-lastWatered").
    func testMigratorUpgradesV4Database() throws {
        let fixture = try XCTUnwrap(Bundle(for: Self.self).url(forResource: "fernleaf-3.2", withExtension: "sqlite"))
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + ".sqlite")
        try FileManager.default.copyItem(at: fixture, to: copy)
        let queue = try DatabaseQueue(path: copy.path)

        try AppDatabase.migrator.migrate(queue)

        let plants = try queue.read { try Row.fetchAll($0, sql: "SELECT name, reminderEnabled FROM plant") }
        XCTAssertEqual(plants.count, 7)
    }
}
