import BackgroundTasks
import CoreData
import MarginaliaKit
import UIKit

/// Downloads every subscribed feed and saves articles in batches.
/// Started by "Sync now" and by the feed-refresh BGAppRefreshTask.
final class FeedSyncCoordinator {
    private let store: PersistentStore
    private let client = FeedClient()

    init(store: PersistentStore) {
        self.store = store
    }

    /// "Sync now". Keeps going if the user leaves the app; batches are small enough
    /// that the last save finishes quickly.
    func syncAll() {
        let context = store.newSyncContext()
        Task.detached(priority: .utility) { [client] in
            for feed in try await client.subscribedFeeds() {
                let items = try await client.items(for: feed)
                for batch in items.chunked(into: 200) {
                    try await context.perform {
                        batch.forEach { Article.upsert($0, feed: feed, in: context) }
                        try context.save()
                    }
                }
            }
        }
    }

    func handle(refreshTask task: BGAppRefreshTask) {
        let work = Task { try await refreshNewest() }
        task.expirationHandler = { work.cancel() }
        Task {
            let result = await work.result
            task.setTaskCompleted(success: (try? result.get()) != nil)
        }
    }

    private func refreshNewest() async throws {
        let context = store.newSyncContext()
        let items = try await client.newestItems(limit: 50)
        try await context.perform {
            items.forEach { Article.upsert($0, feed: nil, in: context) }
            try context.save()
        }
    }
}
