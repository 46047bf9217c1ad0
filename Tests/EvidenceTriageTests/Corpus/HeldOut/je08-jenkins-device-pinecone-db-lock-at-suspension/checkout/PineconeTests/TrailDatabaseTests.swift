@testable import Pinecone
import SQLite3
import XCTest

final class TrailDatabaseTests: XCTestCase {
    private func hex(_ value: Int32) -> String { String(format: "0x%08X", value) }

    func testOpenFlagsUseWAL() throws {
        let db = TrailDatabase(url: FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID()).sqlite"))
        var stmt: OpaquePointer?
        sqlite3_prepare_v2(db.db, "PRAGMA journal_mode", -1, &stmt, nil)
        sqlite3_step(stmt)
        XCTAssertEqual(String(cString: sqlite3_column_text(stmt, 0)), "wal")
        sqlite3_finalize(stmt)
    }

    func testOpenFlagsAllowWritesAfterFirstUnlock() {
        let protection = TrailDatabase.openFlags & 0x00700000
        // GPS tracks are written while the phone is locked in a pocket; WAL/-shm files must stay writable.
        XCTAssertEqual(hex(protection), hex(SQLITE_OPEN_FILEPROTECTION_COMPLETEUNTILFIRSTUSERAUTHENTICATION),
                       "trails.sqlite must be opened with COMPLETEUNTILFIRSTUSERAUTHENTICATION")
    }
}
