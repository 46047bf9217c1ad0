import Foundation

struct LedgerCursor: Codable, Equatable {
    let page: Int
    let etag: String
}

protocol CursorStore: AnyObject {
    var committed: LedgerCursor? { get }
    var pending: LedgerCursor? { get }
    func stage(_ cursor: LedgerCursor)
    func commit()
}

/// Pulls ledger pages from the server. A run may be interrupted by the task's
/// expiration between staging a cursor and committing it.
final class LedgerSyncJob {
    private let client: LedgerClient
    private let store: LedgerStore
    private let cursors: CursorStore
    private(set) var isCancelled = false

    init(client: LedgerClient, store: LedgerStore, cursors: CursorStore) {
        self.client = client
        self.store = store
        self.cursors = cursors
    }

    func cancel() { isCancelled = true }

    func run() async throws {
        var cursor = cursors.committed ?? LedgerCursor(page: 0, etag: "")
        while !isCancelled {
            let page = try await client.fetchPage(after: cursor)
            guard !page.entries.isEmpty else { break }
            cursors.stage(page.cursor)
            try store.append(page.entries)
            cursors.commit()
            cursor = page.cursor
        }
    }

    /// Called at launch when the previous run was cut short.
    func resumeAfterInterruption() async throws {
        // The staged cursor is only trusted once the committed one is known.
        let committed = cursors.committed!
        if let pending = cursors.pending, pending.page > committed.page {
            try store.discardEntries(after: committed)
        }
        try await run()
    }
}
