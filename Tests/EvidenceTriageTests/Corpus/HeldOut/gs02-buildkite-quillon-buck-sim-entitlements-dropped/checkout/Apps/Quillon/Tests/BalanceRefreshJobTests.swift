import XCTest
@testable import QuillonBinary

private struct StubFetcher: BalanceFetching {
    var balances: [AccountBalance]
    func fetchBalances() async throws -> [AccountBalance] { balances }
}

final class BalanceRefreshJobTests: XCTestCase {
    func testRefreshPublishesWidgetSnapshot() async throws {
        var reloads = 0
        let job = BalanceRefreshJob(
            fetcher: StubFetcher(balances: [
                AccountBalance(accountID: "chk-1", minorUnits: 120_000, currencyCode: "EUR"),
                AccountBalance(accountID: "sav-1", minorUnits: 32_034, currencyCode: "EUR"),
            ]),
            now: { Date(timeIntervalSince1970: 1_620_000_000) },
            reloadWidgets: { reloads += 1 })

        let outcome = await job.run()

        XCTAssertEqual(outcome, .succeeded)
        XCTAssertEqual(reloads, 1)
        XCTAssertEqual(try SharedSnapshotStore().read()?.totalMinorUnits, 152_034)
    }

    func testFetchFailureLeavesPreviousSnapshot() async {
        struct Offline: Error {}
        struct FailingFetcher: BalanceFetching {
            func fetchBalances() async throws -> [AccountBalance] { throw Offline() }
        }
        let job = BalanceRefreshJob(fetcher: FailingFetcher(), reloadWidgets: {})

        let outcome = await job.run()

        XCTAssertEqual(outcome, .failed("Offline()"))
    }
}
