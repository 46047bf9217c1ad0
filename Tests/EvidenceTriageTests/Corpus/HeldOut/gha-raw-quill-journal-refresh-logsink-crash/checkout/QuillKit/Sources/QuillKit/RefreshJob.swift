import Foundation

/// The work behind the app-refresh task: pull new entries from the feed and
/// store each one exactly once.
public struct RefreshJob: Sendable {
    let feed: any EntryFeed
    let store: any EntryStore

    public init(feed: any EntryFeed, store: any EntryStore) {
        self.feed = feed
        self.store = store
    }

    public func run() async throws {
        let cursor = try await store.cursor()
        let page = try await feed.entries(after: cursor)
        for entry in page.entries {
            try Task.checkCancellation()
            try await store.upsert(entry)
            Logging.sink("imported \(entry.id)")
        }
        try await store.commit(cursor: page.nextCursor)
    }
}
