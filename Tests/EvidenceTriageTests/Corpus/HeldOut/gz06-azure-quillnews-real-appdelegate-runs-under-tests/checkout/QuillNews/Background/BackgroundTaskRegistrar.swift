import BackgroundTasks
import Foundation

enum BackgroundTaskRegistrar {
    static let feedRefresh = "com.quillnews.feed.refresh"
    static let cachePrune = "com.quillnews.cache.prune"

    static func registerAll(scheduler: BGTaskScheduler) {
        _ = scheduler.register(forTaskWithIdentifier: feedRefresh, using: nil) { task in
            FeedRefreshHandler.shared.handle(task as! BGAppRefreshTask)
        }
        _ = scheduler.register(forTaskWithIdentifier: cachePrune, using: nil) { task in
            CachePruneHandler.shared.handle(task as! BGProcessingTask)
        }
        NSLog("[BackgroundTaskRegistrar] registered %@, %@", feedRefresh, cachePrune)
    }

    static func scheduleFeedRefresh(scheduler: BGTaskScheduler) {
        let request = BGAppRefreshTaskRequest(identifier: feedRefresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do { try scheduler.submit(request) } catch {
            NSLog("[BackgroundTaskRegistrar] submit %@ failed: %@", feedRefresh, String(describing: error))
        }
    }
}
