import Foundation
import WidgetKit

protocol BalanceFetching {
    func fetchBalances() async throws -> [AccountBalance]
}

struct AccountBalance: Equatable {
    var accountID: String
    var minorUnits: Int64
    var currencyCode: String
}

enum RefreshOutcome: Equatable {
    case succeeded
    case failed(String)
}

/// The work behind the com.quillon.app.balance-refresh BGAppRefreshTask.
final class BalanceRefreshJob {
    private let fetcher: BalanceFetching
    private let store: SharedSnapshotStore
    private let now: () -> Date
    private let reloadWidgets: () -> Void

    init(fetcher: BalanceFetching,
         store: SharedSnapshotStore = SharedSnapshotStore(),
         now: @escaping () -> Date = Date.init,
         reloadWidgets: @escaping () -> Void = { WidgetCenter.shared.reloadTimelines(ofKind: "QuillonBalance") }) {
        self.fetcher = fetcher
        self.store = store
        self.now = now
        self.reloadWidgets = reloadWidgets
    }

    func run() async -> RefreshOutcome {
        do {
            let balances = try await fetcher.fetchBalances()
            let total = balances.reduce(Int64(0)) { $0 + $1.minorUnits }
            let snapshot = BalanceSnapshot(accountCount: balances.count,
                                           totalMinorUnits: total,
                                           currencyCode: balances.first?.currencyCode ?? "EUR",
                                           asOf: now())
            try store.write(snapshot)
            reloadWidgets()
            return .succeeded
        } catch {
            return .failed(String(describing: error))
        }
    }
}
