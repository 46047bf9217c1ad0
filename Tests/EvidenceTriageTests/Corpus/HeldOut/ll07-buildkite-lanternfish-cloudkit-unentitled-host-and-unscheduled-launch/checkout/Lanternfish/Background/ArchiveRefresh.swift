import BackgroundTasks
import Foundation

enum ArchiveRefresh {
    static let identifier = "com.lanternfish.app.archive-refresh"

    static func register(job: ArchiveJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            Records.log(identifier, .launch, .succeeded)
            Task { await job.run(); task.setTaskCompleted(success: true) }
        }
        Records.log(identifier, .registration, ok ? .succeeded : .failed)
    }

    /// Called from sceneDidEnterBackground.
    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 6 * 3600)
        do { try BGTaskScheduler.shared.submit(request); Records.log(identifier, .submission, .succeeded) }
        catch { Records.log(identifier, .submission, .failed, error) }
    }
}
