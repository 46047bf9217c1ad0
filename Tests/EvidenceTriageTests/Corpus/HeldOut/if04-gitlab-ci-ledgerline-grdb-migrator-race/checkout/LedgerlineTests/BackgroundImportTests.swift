import GRDB
import XCTest
@testable import Ledgerline

final class BackgroundImportTests: XCTestCase {
    func testImportBooksEveryRowOnce() async throws {
        let queue = try DatabaseQueue()
        StatementInbox.shared.stage(Fixtures.url("statement-2026-10.csv"))
        let booked = try await StatementImportTask.importPendingStatements { try AppDatabase(queue) }
        XCTAssertEqual(booked, 41)
    }

    /// The processing task can be launched while the app is still starting up.
    func testStatementImportWhileForegroundLaunchMigrates() async throws {
        let path = try Fixtures.copy("ledger-v11.sqlite")
        StatementInbox.shared.stage(Fixtures.url("statement-2026-10.csv"))

        async let launch = try AppDatabase(DatabasePool(path: path))
        async let imported = StatementImportTask.importPendingStatements {
            try AppDatabase(DatabasePool(path: path))
        }
        _ = try await launch
        let booked = try await imported
        XCTAssertEqual(booked, 41)
    }
}
