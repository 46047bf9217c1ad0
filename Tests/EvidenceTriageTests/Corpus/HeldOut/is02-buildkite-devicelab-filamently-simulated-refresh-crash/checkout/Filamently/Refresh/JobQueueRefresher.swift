import BackgroundTasks
import Foundation

/// Refreshes the print-job queue. Only scheduled while a job is printing.
final class JobQueueRefresher {
    private let jobs: JobService
    var onHandled: (() -> Void)?

    init(jobs: JobService) { self.jobs = jobs }

    func scheduleIfPrinting() {
        guard jobs.activeJob != nil else { return }
        let request = BGAppRefreshTaskRequest(identifier: BackgroundTaskID.queueRefresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 5 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            TaskDiagnostics.shared.record(BackgroundTaskID.queueRefresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            TaskDiagnostics.shared.record(BackgroundTaskID.queueRefresh, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
        }
    }

    func handle(_ task: BGAppRefreshTask) {
        TaskDiagnostics.shared.record(task.identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        jobs.refreshQueue { [weak self] in
            task.setTaskCompleted(success: true)
            self?.onHandled?()
        }
    }
}
