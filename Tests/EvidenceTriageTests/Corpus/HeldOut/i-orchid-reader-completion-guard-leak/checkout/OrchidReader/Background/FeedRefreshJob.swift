import Foundation

final class FeedRefreshJob {
    private let store: FeedStore
    private let client: FeedClient
    private(set) var isCancelled = false

    init(store: FeedStore, client: FeedClient) { self.store = store; self.client = client }

    func cancel() { isCancelled = true }

    func run() async throws {
        let pages = try await client.fetchUpdatedFeeds(since: store.lastRefresh)
        for page in pages {
            try store.apply(page)
        }
        store.lastRefresh = Date()
    }
}
