import Foundation

/// Keeps the local ledger in step with the server; also resumed from the
/// BGAppRefreshTask `io.rowanpay.app.ledger-refresh`.
final class LedgerSyncService {
    private let storage: LedgerStorage
    private var observer: Task<Void, Never>?

    init() {
        storage = LedgerStorage()
        // Warm the token and start the change observer as soon as the service exists.
        observer = Task {
            let tokens: TokenStore = Dependencies.resolve()
            let client: LedgerClient = Dependencies.resolve()
            await tokens.prime()
            for await change in client.changes() {
                await storage.apply(change)
            }
        }
    }

    func syncNow() async throws {
        let client: LedgerClient = Dependencies.resolve()
        let entries = try await client.fetchSince(storage.cursor)
        try await storage.commit(entries)
    }
}
