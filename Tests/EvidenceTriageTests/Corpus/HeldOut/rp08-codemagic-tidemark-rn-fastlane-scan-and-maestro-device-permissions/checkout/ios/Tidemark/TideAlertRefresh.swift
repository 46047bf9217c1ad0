import BackgroundTasks
import os

enum TideAlertRefresh {
    static let identifier = "com.tidemark.app.tide-alerts"
    private static let log = Logger(subsystem: "com.tidemark.app", category: "TideAlerts")

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            TideAlertJob.run(task as! BGAppRefreshTask)
        }
        log.info("register \(identifier, privacy: .public) -> \(ok)")
        Diagnostics.record(identifier: identifier, kind: .appRefresh, phase: .registration, ok: ok, error: ok ? nil : "BGTaskScheduler.Error.notPermitted")
    }

    static func schedule(after seconds: TimeInterval = 3600) throws {
        let req = BGAppRefreshTaskRequest(identifier: identifier)
        req.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        do {
            try BGTaskScheduler.shared.submit(req)
            Diagnostics.record(identifier: identifier, kind: .appRefresh, phase: .submission, ok: true, error: nil)
        } catch {
            Diagnostics.record(identifier: identifier, kind: .appRefresh, phase: .submission, ok: false, error: "BGTaskSchedulerErrorDomain:\((error as NSError).code)")
            throw error
        }
    }
}
