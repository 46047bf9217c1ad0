import Foundation

public protocol JournalAPI: Sendable {
    func pullEntries(since: Date?, cursor: String?) async throws -> EntryPage
}

public protocol JournalStore: AnyObject, Sendable {
    var lastPulledAt: Date? { get set }
    func merge(_ entries: [JournalEntry]) throws
}

public protocol SyncClock: Sendable {
    var now: Date { get }
}

/// Pulls remote journal entries page by page and merges them into the local store.
public struct JournalSyncJob: Sendable {
    let api: JournalAPI
    let store: JournalStore
    let clock: SyncClock

    public init(api: JournalAPI, store: JournalStore, clock: SyncClock) {
        self.api = api
        self.store = store
        self.clock = clock
    }

    public func run() async throws {
        let since = store.lastPulledAt
        let startedAt = clock.now
        // Mark the pull as started so a concurrent foreground refresh does not repeat it.
        store.lastPulledAt = startedAt

        var cursor: String?
        repeat {
            try Task.checkCancellation()
            let page = try await api.pullEntries(since: since, cursor: cursor)
            try store.merge(page.entries)
            cursor = page.nextCursor
        } while cursor != nil
    }
}
