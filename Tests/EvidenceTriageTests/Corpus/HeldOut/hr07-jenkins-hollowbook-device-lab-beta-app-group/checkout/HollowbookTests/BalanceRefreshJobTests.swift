import XCTest
@testable import Hollowbook

final class BalanceRefreshJobTests: XCTestCase {
    func testRefreshUpdatesBalances() async throws {
        let ledger = LedgerStore.inMemory()
        let job = BalanceRefreshJob(api: StubBalancesAPI(balances: [.fixture(id: "chk", minor: 900)]),
                                    ledger: ledger, snapshots: .temporary())
        try await job.run()
        XCTAssertEqual(ledger.balance(for: "chk")?.minor, 900)
    }

    /// The widget must see fresh numbers after a background refresh.
    func testRefreshPublishesWidgetSnapshot() async throws {
        let job = BalanceRefreshJob(api: StubBalancesAPI(balances: [.fixture(id: "sav", minor: 42_000)]),
                                    ledger: .inMemory(), snapshots: .live)
        do {
            try await job.run()
        } catch {
            XCTFail("refresh failed: \(error)")
        }
    }
}
