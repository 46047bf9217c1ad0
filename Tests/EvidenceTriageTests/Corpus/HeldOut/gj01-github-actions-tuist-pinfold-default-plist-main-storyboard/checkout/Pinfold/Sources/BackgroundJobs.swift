import BackgroundTasks
import PinfoldKit

enum BackgroundJobs {
    static let feedRefresh = "com.pinfold.app.feed-refresh"
    static let autoDownload = "com.pinfold.app.auto-download"

    /// Called from application(_:didFinishLaunchingWithOptions:), before it returns.
    static func registerAll(environment: AppEnvironment) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: feedRefresh, using: nil) { task in
            FeedRefreshAdapter(job: environment.feedRefreshJob).handle(task: task as! BGAppRefreshTask)
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: autoDownload, using: nil) { task in
            AutoDownloadAdapter(job: environment.autoDownloadJob).handle(task: task as! BGProcessingTask)
        }
    }

    static func scheduleFeedRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: feedRefresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        try? BGTaskScheduler.shared.submit(request)
    }
}
