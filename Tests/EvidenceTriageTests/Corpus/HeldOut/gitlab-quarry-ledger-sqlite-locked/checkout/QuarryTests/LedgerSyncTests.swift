import GRDB
import SQLiteData
import XCTest
@testable import Quarry

final class LedgerSyncTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("ledger-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testOpenLedgerAttachesMetadatabase() throws {
        let ledger = try LedgerDatabase.open(at: directory.appendingPathComponent("ledger.sqlite"))
        let attached = try ledger.pool.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM pragma_database_list")
        }
        XCTAssertTrue(attached.contains("sqlitedata_icloud"))
    }

    func testConcurrentImportsWhileSyncAttached() async throws {
        let url = directory.appendingPathComponent("ledger.sqlite")
        let ledger = try LedgerDatabase.open(at: url)
        let statements = try StatementFixtures.load("checking-2026-q3.ofx")

        // Bank import runs on several readers/writers at once, as it does when
        // the background refresh and the foreground import overlap.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for chunk in statements.chunked(into: 4) {
                group.addTask { try await ledger.importTransactions(chunk) }
            }
            try await group.waitForAll()
        }

        let count = try await ledger.pool.read { db in try LedgerTransaction.fetchCount(db) }
        XCTAssertEqual(count, statements.count)
    }
}
