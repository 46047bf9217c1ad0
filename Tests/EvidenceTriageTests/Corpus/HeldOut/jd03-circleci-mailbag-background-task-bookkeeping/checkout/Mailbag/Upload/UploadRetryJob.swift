import BackgroundTasks
import Foundation

/// Overnight retry of reports that failed to upload (BGProcessingTask).
enum UploadRetryJob {
    static func register(identifier: String) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            run(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(identifier, .processing, .registration, ok ? .succeeded : .failed, error: nil)
        NSLog("[Mailbag] registered %@ (processing)", identifier)
    }

    static func run(_ task: BGProcessingTask) {
        let queue = UploadQueue.shared
        task.expirationHandler = { queue.cancelAll() }
        queue.retryFailed { ok in task.setTaskCompleted(success: ok) }
    }
}
