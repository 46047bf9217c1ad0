import Foundation
import os

/// Pulls pollen counts for the user's regions. Called from "Refresh now",
/// from app launch and from the BGAppRefreshTask (see DigestRefreshTask.swift).
final class PollenSyncService {

    private let api: PollenAPI
    private let store: PollenStore
    private let tokens: SyncTokenStore
    private let log = Logger(subsystem: "com.pollenly.app", category: "Sync")

    init(api: PollenAPI, store: PollenStore, tokens: SyncTokenStore) {
        self.api = api
        self.store = store
        self.tokens = tokens
    }

    /// Fetches the changes since the last token and applies them.
    func refresh() async throws {
        let since = tokens.lastToken
        let page = try await api.changes(since: since)

        // Remember where we got to.
        tokens.lastToken = page.nextToken
        log.info("sync token advanced \(since ?? "nil", privacy: .public) -> \(page.nextToken, privacy: .public)")

        for reading in page.readings {
            // Same region + day: keep one row, just bump its timestamp.
            try store.insert(reading, deduplicate: true)
        }
        store.lastUpdated = Date()
    }
}
