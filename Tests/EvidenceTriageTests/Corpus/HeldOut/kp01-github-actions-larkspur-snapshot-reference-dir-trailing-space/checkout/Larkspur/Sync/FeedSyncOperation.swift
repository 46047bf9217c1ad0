import Foundation

/// Pulls the feed with If-None-Match and stores new articles. Run by the feed-refresh BGAppRefreshTask
/// and by pull-to-refresh.
final class FeedSyncOperation {
    private let client: FeedClient
    private let store: ArticleStore

    init(client: FeedClient, store: ArticleStore) {
        self.client = client
        self.store = store
    }

    func run() async throws {
        let response = try await client.fetchFeed(ifNoneMatch: store.etag)
        switch response {
        case .notModified:
            Log.sync.info("[FeedSync] 304 for \(client.feedURL, privacy: .public)")
            return
        case let .modified(articles, etag):
            // Remember the validator first so a second refresh that overlaps this one does not refetch.
            store.etag = etag
            Log.sync.info("[FeedSync] saved etag \(etag, privacy: .public) for \(client.feedURL, privacy: .public)")
            do {
                try store.saveArticles(articles)
            } catch {
                Log.sync.error("[FeedSync] article batch save failed: \(String(describing: error), privacy: .public)")
                throw error
            }
        }
    }
}
