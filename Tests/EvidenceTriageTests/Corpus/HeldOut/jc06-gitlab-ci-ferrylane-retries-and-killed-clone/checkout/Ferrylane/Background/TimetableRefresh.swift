import BackgroundTasks

enum TimetableRefresh {
    static let identifier = "com.ferrylane.app.timetable-refresh"

    static func schedule(earliest: Date) throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = earliest
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(identifier, phase: .submission, outcome: .succeeded)
        } catch {
            print("[Timetable] refresh submit failed: \(error as NSError)")
            DiagnosticRecorder.shared.record(identifier, phase: .submission, outcome: .failed, error: error)
            throw error
        }
    }
}
