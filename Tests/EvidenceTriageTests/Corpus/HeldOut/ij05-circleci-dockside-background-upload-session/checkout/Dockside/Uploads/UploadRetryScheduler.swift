import BackgroundTasks
import Foundation

/// Retries failed uploads when the system grants processing time with network.
enum UploadRetryScheduler {
    static let identifier = "com.dockside.app.upload-retry"

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            DiagnosticsRecorder.record(identifier, kind: .processing, phase: .launch, outcome: .succeeded)
            UploadQueue.shared.retryFailed { success in
                task.setTaskCompleted(success: success)
            }
        }
        DiagnosticsRecorder.record(identifier, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func scheduleRetry(after delay: TimeInterval = 60) {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: delay)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsRecorder.record(identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[Retry] submit failed: %@", String(describing: error))
            DiagnosticsRecorder.record(identifier, kind: .processing, phase: .submission, outcome: .failed, error: error)
        }
    }
}
