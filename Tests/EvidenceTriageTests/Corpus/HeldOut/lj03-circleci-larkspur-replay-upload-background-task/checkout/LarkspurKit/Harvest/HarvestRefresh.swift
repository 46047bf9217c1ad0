import BackgroundTasks

enum HarvestRefresh {
    static let identifier = "io.larkspur.sample.harvest-refresh"
    static func register(_ handler: @escaping (BGAppRefreshTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { handler($0 as! BGAppRefreshTask) }
        DiagnosticsLog.record(identifier, kind: .appRefresh, phase: .registration, ok: ok)
    }
    static func schedule() throws {
        let r = BGAppRefreshTaskRequest(identifier: identifier)
        r.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        try BGTaskScheduler.shared.submit(r)
        DiagnosticsLog.record(identifier, kind: .appRefresh, phase: .submission, ok: true)
    }
}
