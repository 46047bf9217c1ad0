import BackgroundTasks
import Foundation

protocol RefreshTask: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGAppRefreshTask: RefreshTask {}

/// Launch handler for com.lumenwise.app.feed-refresh.
final class RefreshHandler {
    private let feeds: FeedStore
    private let fetcher: FeedFetching

    init(feeds: FeedStore, fetcher: FeedFetching) {
        self.feeds = feeds
        self.fetcher = fetcher
    }

    func handle(_ task: RefreshTask) {
        let subscribed = feeds.subscribedFeeds()
        guard !subscribed.isEmpty else {
            Log.background.info("feed-refresh: no subscriptions, nothing to do")
            return
        }

        let work = Task {
            let ok = await fetcher.fetch(subscribed)
            task.setTaskCompleted(success: ok)
        }
        task.expirationHandler = {
            work.cancel()
            task.setTaskCompleted(success: false)
        }
    }
}
