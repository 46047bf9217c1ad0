import BackgroundTasks
import Foundation

protocol RefreshScheduling {
    func submitEpisodeRefresh(earliest: Date) throws
}

final class SystemRefreshScheduler: RefreshScheduling {
    static let episodeRefreshIdentifier = "com.wrenfield.app.episode-refresh"

    func submitEpisodeRefresh(earliest: Date) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.episodeRefreshIdentifier)
        request.earliestBeginDate = earliest
        try BGTaskScheduler.shared.submit(request)
    }
}

enum BackgroundRegistration {
    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func registerAll(job: EpisodeRefreshJob) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: SystemRefreshScheduler.episodeRefreshIdentifier,
                                        using: nil) { task in
            guard let task = task as? BGAppRefreshTask else { return }
            let work = Task { await job.run() }
            task.expirationHandler = { work.cancel() }
            Task {
                let succeeded = await work.value
                task.setTaskCompleted(success: succeeded)
            }
        }
    }
}
