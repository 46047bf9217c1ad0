import Foundation

/// Runs from the com.fernbrook.journal.sync BGAppRefreshTask (see
/// Fernbrook/Sync/BackgroundSync.swift): uploads pending entries, then pulls.
final class JournalSyncJob {
    private let client: JournalAPI
    private let store: EntryStore
    private let tokens: SessionTokenStore

    init(client: JournalAPI, store: EntryStore, tokens: SessionTokenStore = SessionTokenStore()) {
        self.client = client
        self.store = store
        self.tokens = tokens
    }

    func currentToken() -> String? { tokens.refreshToken() }

    func run() async throws {
        let pending = store.pendingEntries()
        // Entries are removed from the pending queue before the upload returns so
        // a second run started meanwhile does not upload them twice.
        store.removePending(pending.map(\.id))
        try await client.upload(pending)
        let remote = try await client.changes(since: store.cursor)
        try store.apply(remote)
    }
}
