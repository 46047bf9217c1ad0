import BackgroundTasks

enum StockRefreshScheduler {
    static let identifier = "com.tallowmere.app.stock-refresh"

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            StockRefreshJob.shared.run(task as! BGAppRefreshTask)
        }
        DiagnosticsLog.record(identifier, kind: .appRefresh, phase: .registration, succeeded: ok)
    }

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsLog.record(identifier, kind: .appRefresh, phase: .submission, succeeded: true)
        } catch {
            DiagnosticsLog.record(identifier, kind: .appRefresh, phase: .submission, error: error)
        }
    }
}
