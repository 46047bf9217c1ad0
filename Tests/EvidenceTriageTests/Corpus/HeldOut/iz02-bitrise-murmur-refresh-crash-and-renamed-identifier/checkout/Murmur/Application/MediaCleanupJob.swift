import Foundation
import BackgroundTasks

/// Deletes cached media older than 30 days. Runs as a BGProcessingTask,
/// requested for "overnight, on power".
final class MediaCleanupJob {
    static let shared = MediaCleanupJob()
    var onFinish: ((Bool) -> Void)?

    func schedule() {
        let request = BGProcessingTaskRequest(identifier: BackgroundTaskIdentifiers.mediaCleanup)
        request.requiresExternalPower = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 5)
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.record(.submission, BackgroundTaskIdentifiers.mediaCleanup, kind: .processing, ok: true)
        } catch {
            MXLog.error("Failed scheduling media cleanup: \(error)")
            Diagnostics.record(.submission, BackgroundTaskIdentifiers.mediaCleanup, kind: .processing, ok: false, error: error)
        }
    }

    func run(task: BGProcessingTask) {
        let removed = MediaCache.shared.purge(olderThan: 30)
        MXLog.info("Media cleanup removed \(removed) files")
        task.setTaskCompleted(success: true)
        onFinish?(true)
    }
}
