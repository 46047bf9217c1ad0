import BackgroundTasks
import FernwoodKit

enum BackgroundRefresh {
    static let feedRefresh = "com.fernwoodlabs.budget.feed-refresh"
    static let ledgerRollup = "com.fernwoodlabs.budget.ledger-rollup"

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func registerHandlers(job: BankFeedRefreshJob, rollup: LedgerRollupJob, recorder: DiagnosticRecorder) {
        let ok1 = BGTaskScheduler.shared.register(forTaskWithIdentifier: feedRefresh, using: nil) { task in
            BackgroundRefreshAdapter(job: job).handle(task: task as! BGAppRefreshTask)
        }
        recorder.record(identifier: feedRefresh, kind: .appRefresh, phase: .registration, ok: ok1)
        let ok2 = BGTaskScheduler.shared.register(forTaskWithIdentifier: ledgerRollup, using: nil) { task in
            BackgroundProcessingAdapter(job: rollup).handle(task: task as! BGProcessingTask)
        }
        recorder.record(identifier: ledgerRollup, kind: .processing, phase: .registration, ok: ok2)
    }
}
