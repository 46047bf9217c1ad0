import BackgroundTasks
import UIKit

enum BackgroundTasks {
    static let prefetch = "app.kestrel.player.episode-prefetch"
    static let feedRefresh = "app.kestrel.player.feed-refresh"

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func registerAll(environment: AppEnvironment) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: prefetch, using: nil) { task in
            let processing = task as! BGProcessingTask
            let job = EpisodePrefetchJob(library: .shared, downloader: environment.downloader)
            let work = Task {
                do {
                    _ = try await job.run()
                    processing.setTaskCompleted(success: true)
                } catch {
                    environment.log.error("prefetch failed: \(String(describing: error), privacy: .public)")
                    processing.setTaskCompleted(success: false)
                }
            }
            processing.expirationHandler = { work.cancel() }
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: feedRefresh, using: nil) { task in
            FeedRefreshAdapter(client: environment.feedClient).handle(task as! BGAppRefreshTask)
        }
    }

    static func schedulePrefetch() {
        let request = BGProcessingTaskRequest(identifier: prefetch)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = true
        try? BGTaskScheduler.shared.submit(request)
    }
}
