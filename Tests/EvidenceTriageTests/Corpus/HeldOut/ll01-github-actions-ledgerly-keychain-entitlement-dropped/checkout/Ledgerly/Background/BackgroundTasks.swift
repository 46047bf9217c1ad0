import BackgroundTasks
import Foundation

enum BackgroundTasks {
    static let statementSync = "com.ledgerly.app.statement-sync"

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func registerAll(job: StatementSyncJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: statementSync, using: nil) { task in
            StatementSyncAdapter(job: job).handle(task)
        }
        DiagnosticsLog.shared.append(statementSync, phase: "registration", outcome: ok ? "succeeded" : "failed")
    }
}

/// Thin adapter; tests drive it through BackgroundTaskHarness with a FakeRefreshTask.
final class StatementSyncAdapter {
    private let job: StatementSyncJob
    init(job: StatementSyncJob) { self.job = job }

    func handle(_ task: RefreshTaskProtocol) {
        DiagnosticsLog.shared.append(BackgroundTasks.statementSync, phase: "launch", outcome: "succeeded")
        Task {
            let outcome = await job.run()
            switch outcome {
            case .completed:
                DiagnosticsLog.shared.append(BackgroundTasks.statementSync, phase: "completion", outcome: "succeeded")
                task.setTaskCompleted(success: true)
            case .failed(let error):
                DiagnosticsLog.shared.append(BackgroundTasks.statementSync, phase: "completion", outcome: "failed", errorType: error)
                task.setTaskCompleted(success: false)
            }
            task.outcome = outcome
        }
    }
}
