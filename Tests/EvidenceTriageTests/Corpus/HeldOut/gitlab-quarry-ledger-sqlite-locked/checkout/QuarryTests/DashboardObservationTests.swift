import SQLiteData
import XCTest
@testable import Quarry

@MainActor
final class DashboardObservationTests: XCTestCase {
    func testDashboardLoadsAfterSyncStart() async throws {
        let ledger = try LedgerDatabase.openSeeded(fixture: "four-accounts", syncEnabled: true)
        try await ledger.syncEngine.start()
        let model = DashboardModel(database: ledger.pool)

        await model.task()
        try await Task.sleep(for: .milliseconds(300))

        XCTAssertNil(model.loadError, "observation failed: \(String(describing: model.loadError))")
        XCTAssertEqual(model.accounts.count, 4, "dashboard shows no accounts")
    }

    func testEmptyLedgerShowsOnboarding() async throws {
        let ledger = try LedgerDatabase.openSeeded(fixture: "empty", syncEnabled: false)
        let model = DashboardModel(database: ledger.pool)
        await model.task()
        XCTAssertTrue(model.showsOnboarding)
    }
}
