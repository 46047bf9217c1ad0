import Foundation

/// Body of the com.meridian.app.feed.refresh handler.
final class ArticleSyncJob {
    private let api: FeedAPI
    private let store: ArticleStore

    init(api: FeedAPI, store: ArticleStore) {
        self.api = api
        self.store = store
    }

    func handle(_ task: RefreshTaskProtocol) {
        let work = Task {
            do {
                let page = try await api.fetchPage(after: store.cursor)
                try store.insert(page.articles, newCursor: page.nextCursor)
                task.setTaskCompleted(success: true)
            } catch is CancellationError {
                task.setTaskCompleted(success: false)
            } catch {
                store.recordFailure(error)
            }
        }
        task.expirationHandler = { work.cancel() }
    }
}
