import XCTest
import CoreData
@testable import Fernleaf

final class JournalStoreMigrationTests: XCTestCase {
    private func copyFixture(_ name: String) throws -> URL {
        let source = try XCTUnwrap(Bundle(for: Self.self).url(forResource: name, withExtension: "sqlite"))
        let dir = FileManager.default.temporaryDirectory.appending(path: "migration-\(name)")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let target = dir.appending(path: "\(name).sqlite")
        try FileManager.default.copyItem(at: source, to: target)
        return target
    }

    func testFreshStoreOpens() throws {
        let url = FileManager.default.temporaryDirectory.appending(path: "fresh-\(UUID()).sqlite")
        XCTAssertNoThrow(try JournalStore(url: url).open())
    }

    func testMigratesVersion23FixtureToCurrent() throws {
        let store = JournalStore(url: try copyFixture("Fernleaf23"))
        XCTAssertNoThrow(try store.open())
    }

    func testMigratesVersion24FixtureToCurrent() throws {
        let store = JournalStore(url: try copyFixture("Fernleaf24"))
        XCTAssertNoThrow(try store.open())
    }
}
