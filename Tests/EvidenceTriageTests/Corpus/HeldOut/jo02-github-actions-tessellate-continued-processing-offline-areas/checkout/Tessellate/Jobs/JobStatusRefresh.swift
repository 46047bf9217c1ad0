import BackgroundTasks
import Foundation
import os

/// Periodically asks the server for the status of generate-offline-map jobs.
final class JobStatusRefresh {
    static let shared = JobStatusRefresh()
    private let log = Logger(subsystem: "com.tessellate.field", category: "jobs")

    /// Test hook.
    var onHandled: (() -> Void)?

    /// Called from the scene's .background phase.
    func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: AppDelegate.jobsStatusTaskIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsRecorder.shared.record(identifier: request.identifier, kind: .appRefresh, phase: .submission, succeeded: true)
        } catch {
            DiagnosticsRecorder.shared.record(identifier: request.identifier, kind: .appRefresh, phase: .submission,
                                              succeeded: false, error: error)
            log.error("jobs-status submit failed: \(String(describing: error), privacy: .public)")
        }
    }

    func handle(_ task: BGAppRefreshTask) {
        DiagnosticsRecorder.shared.record(identifier: task.identifier, kind: .appRefresh, phase: .launch, succeeded: true)
        schedule()
        Task {
            await JobStore.shared.refreshStatuses()
            task.setTaskCompleted(success: true)
            onHandled?()
        }
    }
}
