import BackgroundTasks
import os

enum TillbookTasks {
    static let refresh = "com.tillbook.app.refresh"
    static let reconcile = "com.tillbook.app.reconcile"   // new in this PR: nightly bank reconciliation
    private static let log = Logger(subsystem: "com.tillbook.app", category: "Background")

    static func registerAll() {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: refresh, using: nil) { task in
            BalanceRefreshJob().run(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(refresh, kind: .appRefresh, phase: .registration, ok: refreshOK)

        let reconcileOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: reconcile, using: nil) { task in
            ReconcileJob().run(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(reconcile, kind: .processing, phase: .registration, ok: reconcileOK,
                                         errorType: reconcileOK ? nil : "BGTaskScheduler.Error.notPermitted")
        log.info("registered refresh=\(refreshOK) reconcile=\(reconcileOK)")
    }

    static func submitReconcile() throws {
        let request = BGProcessingTaskRequest(identifier: reconcile)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = true
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(reconcile, kind: .processing, phase: .submission, ok: true)
        } catch {
            DiagnosticRecorder.shared.record(reconcile, kind: .processing, phase: .submission, error: error)
            throw error
        }
    }
}
