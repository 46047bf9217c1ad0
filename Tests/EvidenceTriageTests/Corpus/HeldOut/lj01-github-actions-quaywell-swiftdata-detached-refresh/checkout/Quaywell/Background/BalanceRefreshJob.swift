import Foundation
import SwiftData

/// Pulls fresh balances from the aggregator and writes them into the store.
/// Called from the BGAppRefreshTask handler and from pull-to-refresh.
final class BalanceRefreshJob {
    private let client: BalanceClient
    private let container: ModelContainer

    init(client: BalanceClient, container: ModelContainer) {
        self.client = client
        self.container = container
    }

    @MainActor
    func run() async throws {
        let context = container.mainContext
        let accounts = try context.fetch(FetchDescriptor<Account>())
        let quotes = try await client.balances(for: accounts.map(\.remoteID))

        // Apply off the main thread so a long account list does not hitch the UI.
        await Task.detached(priority: .utility) {
            for account in accounts {
                if let quote = quotes[account.remoteID] {
                    account.balance = quote.amount
                    account.updatedAt = quote.asOf
                }
            }
            try? context.save()
        }.value
    }
}
