import BackgroundTasks
import Foundation

enum BackgroundRefresh {
    static let identifier = "com.quaywell.app.balance-refresh"

    static func register(job: @escaping () -> BalanceRefreshJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handle(task as! BGAppRefreshTask, job: job())
        }
        DiagnosticsLog.record(identifier, kind: .appRefresh, phase: .registration, ok: ok)
        NSLog("[Refresh] registered %@ = %@", identifier, ok ? "true" : "false")
    }

    @discardableResult
    static func schedule(after seconds: TimeInterval = 15 * 60) -> Error? {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsLog.record(identifier, kind: .appRefresh, phase: .submission, ok: true)
            return nil
        } catch {
            NSLog("[Refresh] submit %@ failed: %@", identifier, "\(error)")
            DiagnosticsLog.record(identifier, kind: .appRefresh, phase: .submission, ok: false, error: error)
            return error
        }
    }

    private static func handle(_ task: BGAppRefreshTask, job: BalanceRefreshJob) {
        DiagnosticsLog.record(identifier, kind: .appRefresh, phase: .launch, ok: true)
        schedule()
        let work = Task { @MainActor in
            do { try await job.run(); task.setTaskCompleted(success: true) }
            catch { task.setTaskCompleted(success: false) }
        }
        task.expirationHandler = { work.cancel() }
        NotificationCenter.default.post(name: .balanceRefreshLaunched, object: nil)
    }
}

extension Notification.Name {
    static let balanceRefreshLaunched = Notification.Name("BalanceRefreshLaunched")
}
