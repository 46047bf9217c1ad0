import XCTest
@testable import Ospray

final class MigrationTests: XCTestCase {
    func testMigratesV3Store() throws {
        let url = try Fixtures.copy("sightings-v3.sqlite")
        let store = try SightingStore(url: url)
        XCTAssertEqual(try store.count(), 418)
    }
}
