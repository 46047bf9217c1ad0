import GRDB
import XCTest
@testable import Tally

final class BalanceObservationTests: XCTestCase {
    private var directory: URL!
    private var database: AppDatabase!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        database = try AppDatabase(url: directory.appendingPathComponent("ledger.sqlite"))
        try database.dbPool.write { db in
            try db.execute(sql: "INSERT INTO account (id, name) VALUES (1, 'Checking')")
            try db.execute(sql: "INSERT INTO entry (accountId, amountMinor, bookedAt) VALUES (1, 12000, ?), (1, -2500, ?)",
                           arguments: [Date(), Date()])
        }
    }

    override func tearDownWithError() throws {
        database = nil
        try? FileManager.default.removeItem(at: directory)
    }

    func testBalanceObservationStartsOnFreshDatabase() throws {
        let value = expectation(description: "initial balances")
        let cancellable = AppDatabase.balancesObservation().start(in: database.dbPool,
            onError: { XCTFail("balance observation failed: \($0)") },
            onChange: { balances in if balances[1] == 9500 { value.fulfill() } })
        wait(for: [value], timeout: 5)
        cancellable.cancel()
    }

    /// The dashboard keeps observing while the nightly maintenance task runs in the background.
    func testBalanceObservationAfterMaintenance() async throws {
        try await DatabaseMaintenanceJob(dbPool: database.dbPool).run()

        let value = expectation(description: "balances after maintenance")
        let cancellable = AppDatabase.balancesObservation().start(in: database.dbPool,
            onError: { error in
                XCTFail("balance observation failed: \(error)")
                value.fulfill()
            },
            onChange: { balances in if balances[1] == 9500 { value.fulfill() } })
        await fulfillment(of: [value], timeout: 5)
        cancellable.cancel()
    }
}
