import Foundation

/// Fetches account balances and republishes the widget snapshot.
struct BalanceRefreshJob {
    let api: BalancesAPI
    let ledger: LedgerStore
    let snapshots: SharedSnapshotStore

    static let live = BalanceRefreshJob(api: .live, ledger: .shared, snapshots: .live)

    func run() async throws {
        let balances = try await api.fetchBalances()
        try ledger.apply(balances)
        try snapshots.write(BalanceSnapshot(balances: balances, generatedAt: .now))
    }
}
