import Foundation

/// Work of the `com.larchmont.news.refresh` app-refresh task: fetch each subscribed edition
/// for the signed-in account and store the new articles.
public final class FeedRefreshJob {
    private let accountStore: LMAccountStore
    private let client: FeedFetching
    private let cache: ArticleCache

    public init(accountStore: LMAccountStore, client: FeedFetching, cache: ArticleCache) {
        self.accountStore = accountStore
        self.client = client
        self.cache = cache
    }

    public func run(reason: String) async throws -> Int {
        NSLog("[Refresh] feed refresh starting (reason: %@)", reason)
        guard let account = accountStore.accounts.first else {
            NSLog("[Refresh] no account; nothing to refresh")
            return 0
        }
        var stored = 0
        for edition in account.editions {
            try Task.checkCancellation()
            let articles = try await client.fetch(edition: edition, token: account.accessToken)
            stored += try cache.store(articles, edition: edition)
        }
        return stored
    }
}
