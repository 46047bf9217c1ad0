import GRDB
import XCTest
@testable import Cairnpix

final class StoreMigrationTests: XCTestCase {
    func testMigratesV3FixtureStore() throws {
        let fixture = try XCTUnwrap(Bundle(for: Self.self).url(forResource: "store-v3", withExtension: "sqlite"))
        let size = try FileManager.default.attributesOfItem(atPath: fixture.path)[.size] as? Int ?? 0
        XCTAssertGreaterThan(size, 4096, "fixture store-v3.sqlite is too small to be a database")
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("v3-\(UUID().uuidString).sqlite")
        try FileManager.default.copyItem(at: fixture, to: copy)
        XCTAssertNoThrow(try PhotoStore(url: copy))
    }
}
