import BackgroundTasks
import Foundation

extension Notification.Name { static let ledgerCompactionDidRun = Notification.Name("LedgerCompactionDidRun") }

enum LedgerMaintenance {
    static let compaction = "com.tallyho.app.ledger-compaction"

    static func registerAll() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: compaction, using: nil) { task in
            NotificationCenter.default.post(name: .ledgerCompactionDidRun, object: nil)
            task.setTaskCompleted(success: true)
        }
        Diagnostics.record(compaction, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func scheduleCompaction() {
        let request = BGProcessingTaskRequest(identifier: compaction)
        request.requiresExternalPower = true
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.record(compaction, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[Ledger] compaction submit failed: %@", "\(error)")
            Diagnostics.record(compaction, kind: .processing, phase: .submission, outcome: .failed, error: error)
        }
    }
}
