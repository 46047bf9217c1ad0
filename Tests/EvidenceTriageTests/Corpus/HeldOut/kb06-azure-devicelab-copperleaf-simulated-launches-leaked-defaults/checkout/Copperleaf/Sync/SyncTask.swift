import BackgroundTasks
import os

/// "com.copperleaf.expenses.sync" BGAppRefreshTask: pulls card transactions for the signed-in account.
final class SyncTask {
    static let shared = SyncTask()
    static let identifier = "com.copperleaf.expenses.sync"
    private let log = Logger(subsystem: "com.copperleaf.expenses", category: "Sync")

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.handle(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .registration, ok: ok)
    }

    func submit() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .submission, ok: true)
        } catch {
            DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .submission, error: error)
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .launch, ok: true)
        guard let account = AccountStore.shared.current else {
            log.info("sync: no signed-in account, nothing to do")
            return
        }
        task.expirationHandler = { TransactionPuller.shared.cancel() }
        TransactionPuller.shared.pull(for: account) { ok in
            DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .completion, ok: ok)
            task.setTaskCompleted(success: ok)
        }
    }
}
