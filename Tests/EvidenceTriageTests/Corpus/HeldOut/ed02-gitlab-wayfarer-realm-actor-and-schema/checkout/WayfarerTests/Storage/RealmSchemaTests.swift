import RealmSwift
import XCTest
@testable import Wayfarer

/// Opens the store files that shipped with each App Store release with the
/// current configuration. A model change without a schemaVersion bump (and a
/// migration step) fails here before it crashes a user on launch.
final class RealmSchemaTests: XCTestCase {

    private func copyFixture(_ name: String) throws -> URL {
        let source = try XCTUnwrap(Bundle(for: Self.self).url(forResource: name, withExtension: "realm"))
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString).realm")
        try FileManager.default.copyItem(at: source, to: target)
        return target
    }

    func testShippedV6StoreMigratesToCurrent() throws {
        var config = Realm.Configuration.wayfarerDefault
        config.fileURL = try copyFixture("wayfarer-v6")
        XCTAssertNoThrow(try Realm(configuration: config))
    }

    func testShippedV7StoreOpensWithCurrentSchema() throws {
        var config = Realm.Configuration.wayfarerDefault
        config.fileURL = try copyFixture("wayfarer-v7")
        XCTAssertNoThrow(try Realm(configuration: config))
    }
}
