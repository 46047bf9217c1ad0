import BackgroundTasks
import Foundation

enum BackgroundWork {
    static let statementRefresh = "com.ledgerly.statements.refresh"
    static let ledgerCompaction = "com.ledgerly.ledger.compact"

    /// From application(_:didFinishLaunchingWithOptions:).
    static func register(refresh: StatementRefreshJob, compaction: LedgerCompactionJob) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: statementRefresh, using: nil) { task in
            refresh.handle(task as! BGAppRefreshTask)
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: ledgerCompaction, using: nil) { task in
            compaction.handle(task as! BGProcessingTask)
        }
    }
}
