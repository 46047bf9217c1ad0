import BackgroundTasks

enum BackgroundRefresh {
    static let identifier = "by.timetabler.app.refresh"

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            ScheduleRefreshJob().run(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(identifier: identifier, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func submit() throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(identifier: identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            DiagnosticRecorder.shared.record(identifier: identifier, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
            throw error
        }
    }
}
