import XCTest
@testable import Pinewick

final class LegacyCacheMigrationTests: XCTestCase {
    func testUpgradeFromVersion3AddsCarrierColumn() throws {
        let db = try LegacyCache.openFixture(named: "cache-v3")
        try LegacyCacheMigrator(db: db).migrate()
        XCTAssertEqual(try db.userVersion(), LegacyCacheMigrator.currentVersion)
        XCTAssertTrue(try db.columns(in: "shipment").contains("carrier"))
    }
}
