import BackgroundTasks

enum TimesheetSync {
    static let taskID = "io.lantry.timesheets.sync"
    static private(set) var lastRun: Date?

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: taskID, using: nil) { task in
            DiagnosticsRecorder.shared.record(taskID, kind: .appRefresh, phase: .launch, ok: true)
            Task {
                let ok = await TimesheetUploader.shared.uploadClosedDays()
                lastRun = .now
                DiagnosticsRecorder.shared.record(taskID, kind: .appRefresh, phase: .completion, ok: ok)
                task.setTaskCompleted(success: ok)
            }
        }
        DiagnosticsRecorder.shared.record(taskID, kind: .appRefresh, phase: .registration, ok: ok)
    }

    static func scheduleAfterClockOut() {
        let request = BGAppRefreshTaskRequest(identifier: taskID)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 5)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsRecorder.shared.record(taskID, kind: .appRefresh, phase: .submission, ok: true)
        } catch {
            DiagnosticsRecorder.shared.record(taskID, kind: .appRefresh, phase: .submission, ok: false, error: error)
        }
    }
}
