import SQLiteData
import XCTest
@testable import Quarry

final class SyncEngineStartTests: XCTestCase {
    func testStartThenInsertReachesOutbox() async throws {
        let ledger = try LedgerDatabase.openSeeded(fixture: "empty", syncEnabled: true, startImmediately: true)
        try await ledger.pool.write { db in
            try Account.insert { Account.Draft(name: "Savings", currency: "EUR") }.execute(db)
        }
        let pending = try await ledger.pendingRecordZoneChanges()
        XCTAssertEqual(pending.count, 1)
    }
}
