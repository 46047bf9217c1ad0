import BackgroundTasks
import Foundation

/// Body of the fm.saltmarsh.feed-refresh app-refresh task.
final class FeedRefreshJob {
    let subscriptions: SubscriptionStore
    let fetcher: FeedFetching

    init(subscriptions: SubscriptionStore, fetcher: FeedFetching) {
        self.subscriptions = subscriptions
        self.fetcher = fetcher
    }

    /// Fetches every subscription whose address validates; malformed addresses are skipped.
    func refreshAll() async -> RefreshSummary {
        var summary = RefreshSummary()
        for subscription in subscriptions.all() {
            guard let url = FeedURLValidator.validatedURL(subscription.address) else {
                summary.skipped.append(subscription.id)
                continue
            }
            summary.fetched.append(subscription.id)
            await fetcher.fetch(url)
        }
        return summary
    }
}
