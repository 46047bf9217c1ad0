import BackgroundTasks
import Foundation

/// Thin adapter between BGProcessingTask and ListSyncJob.
protocol BackgroundTaskHandle: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGProcessingTask: BackgroundTaskHandle {}

final class ListSyncTaskAdapter {
    static let identifier = "com.larchmontlists.app.list-sync"
    private let job: ListSyncJob

    init(job: ListSyncJob) { self.job = job }

    func handle(_ task: BackgroundTaskHandle) {
        task.expirationHandler = { [job] in
            job.cancel()
            task.setTaskCompleted(success: false)
        }
        Task {
            do {
                try await job.run()
                task.setTaskCompleted(success: true)
            } catch {
                task.setTaskCompleted(success: false)
            }
        }
    }
}
