import UIKit

final class BalanceSyncHandler {
    private let ledger: LedgerStore
    private let api: LedgerAPI

    init(ledger: LedgerStore, api: LedgerAPI) {
        self.ledger = ledger
        self.api = api
    }

    /// Called from application(_:didReceiveRemoteNotification:fetchCompletionHandler:).
    func handleSilentPush(_ userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult {
        do {
            let remote = try await api.balances()
            for (account, cents) in remote {
                ledger.setBalance(cents, for: account)
            }
            return .newData
        } catch {
            return .failed
        }
    }
}
