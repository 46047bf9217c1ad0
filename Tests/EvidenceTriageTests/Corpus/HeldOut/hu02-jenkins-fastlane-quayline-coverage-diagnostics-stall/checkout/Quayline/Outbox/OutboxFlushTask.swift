import BackgroundTasks
import Foundation

/// Overnight flush of proof-of-delivery scans that could not be sent on the road.
final class OutboxFlushTask {
    // Renamed from "com.quayline.driver.outbox.flush" in QL-2291 to match the
    // manifest-refresh naming scheme.
    static let identifier = "com.quayline.driver.outbox-flush"
    static let shared = OutboxFlushTask()

    func handle(_ task: BGProcessingTask) {
        let job = OutboxFlushJob(store: .shared, client: .live, stagingDirectory: .outboxStaging)
        task.expirationHandler = { job.cancel() }
        job.run { success in task.setTaskCompleted(success: success) }
    }
}
