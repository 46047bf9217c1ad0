import GRDB
import XCTest
@testable import QuaylogData

final class CursorLifetimeTests: XCTestCase {

    func testCursorReleasesConnection() throws {
        let dbQueue = try DatabaseQueue()
        try dbQueue.write { db in
            try db.execute(sql: "CREATE TABLE t (id INTEGER PRIMARY KEY); INSERT INTO t DEFAULT VALUES;")
        }
        weak var connection: Database? = nil
        var cursor: RowCursor? = nil
        try dbQueue.read { db in
            connection = db
            cursor = try Row.fetchCursor(db, sql: "SELECT * FROM t")
        }
        cursor = nil
        XCTAssertNil(cursor)
        XCTAssertTrue(connection == nil)
    }
}
