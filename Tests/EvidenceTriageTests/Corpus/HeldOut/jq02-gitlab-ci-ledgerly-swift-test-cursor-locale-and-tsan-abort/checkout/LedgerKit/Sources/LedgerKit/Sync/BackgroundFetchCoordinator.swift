import Foundation

/// What the app hands back to the system at the end of a background refresh.
public enum FetchOutcome: String, Sendable {
    case newData, noData, failed
}

public protocol LedgerChangesFetching: Sendable {
    func changes(since cursor: String?) async throws -> (transactions: [Transaction], cursor: String)
}

/// Runs one background refresh: pull changes since the stored cursor, store them, advance the cursor.
/// Called from the app's BGAppRefreshTask handler (LedgerlyApp/Background/RefreshScheduler.swift).
public final class BackgroundFetchCoordinator {
    private let client: LedgerChangesFetching
    private let cursorStore: SyncCursorStore
    private let ledger: LedgerStore

    public init(client: LedgerChangesFetching, cursorStore: SyncCursorStore, ledger: LedgerStore) {
        self.client = client
        self.cursorStore = cursorStore
        self.ledger = ledger
    }

    public func performFetch() async -> FetchOutcome {
        do {
            let page = try await client.changes(since: cursorStore.lastCursor)
            try ledger.upsert(page.transactions)
            cursorStore.save(page.cursor)
            // Tell the system whether this wake was worth it.
            return cursorStore.lastCursor == page.cursor ? .newData : .noData
        } catch {
            return .failed
        }
    }
}
