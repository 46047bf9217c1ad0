import Foundation

protocol FeedFetching {
    func fetch(_ feed: Feed) async throws -> [FetchedArticle]
}

protocol ArticleStoring: AnyObject {
    func articles(in feedID: Feed.ID) -> [Article]
    func insert(_ articles: [Article])
    func markRefreshed(_ feedID: Feed.ID, at date: Date)
}

/// Fetches every subscribed feed and stores new articles. Runs in the BGAppRefreshTask
/// (RefreshTaskHandler) and from pull-to-refresh.
final class FeedRefreshJob {
    private let fetcher: FeedFetching
    private let store: ArticleStoring
    private let now: () -> Date

    init(fetcher: FeedFetching, store: ArticleStoring, now: @escaping () -> Date = Date.init) {
        self.fetcher = fetcher
        self.store = store
        self.now = now
    }

    @discardableResult
    func run(feeds: [Feed]) async throws -> Int {
        var inserted = 0
        for feed in feeds {
            try Task.checkCancellation()
            let fetched = try await fetcher.fetch(feed)
            let known = Set(store.articles(in: feed.id).map(\.link))
            let fresh = fetched
                .filter { !known.contains($0.guid) }
                .map { Article(feedID: feed.id, fetched: $0) }
            store.insert(fresh)
            store.markRefreshed(feed.id, at: now())
            inserted += fresh.count
        }
        return inserted
    }
}
