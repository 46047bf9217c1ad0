import GRDB
import XCTest
@testable import Ledgerline

final class MigrationTests: XCTestCase {
    func testV11AddsBudgetsTable() throws {
        let queue = try DatabaseQueue()
        _ = try AppDatabase(queue)
        try queue.read { db in XCTAssertTrue(try db.tableExists("budget")) }
    }

    func testV12AddsCategoryForeignKeyToTransactions() throws {
        // Store written by 5.3 (migrations up to v11) with a transaction whose
        // legacy category was deleted on another device.
        let queue = try DatabaseQueue(path: try Fixtures.copy("ledger-v11-orphan-category.sqlite"))
        _ = try AppDatabase(queue)
        try queue.read { db in
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM category"), 6)
        }
    }
}
