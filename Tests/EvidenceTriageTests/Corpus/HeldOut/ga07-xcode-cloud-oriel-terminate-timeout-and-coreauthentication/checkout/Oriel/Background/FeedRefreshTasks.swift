import BackgroundTasks
import Foundation

enum FeedRefreshTasks {
    static let feedRefresh = "com.orielaudio.oriel.feed-refresh"
    static let episodeDownload = "com.orielaudio.oriel.episode-download"

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func registerAll(library: Library, downloader: EpisodeDownloader) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: feedRefresh, using: nil) { task in
            guard let task = task as? BGAppRefreshTask else { return }
            scheduleFeedRefresh()
            let work = Task { task.setTaskCompleted(success: (try? await library.refreshSubscriptions()) != nil) }
            task.expirationHandler = { work.cancel() }
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: episodeDownload, using: nil) { task in
            guard let task = task as? BGProcessingTask else { return }
            let work = Task { task.setTaskCompleted(success: (try? await downloader.drainQueue()) != nil) }
            task.expirationHandler = { work.cancel() }
        }
    }

    static func scheduleFeedRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: feedRefresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60 * 60)
        try? BGTaskScheduler.shared.submit(request)
    }
}
