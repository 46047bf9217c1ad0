import BackgroundTasks
import os

enum ReminderRefresh {
    static let identifier = "com.avocethabits.avocet.reminders.refresh"
    private static let log = Logger(subsystem: "com.avocethabits.avocet", category: "Reminders")

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            ReminderPlanner().replan { task.setTaskCompleted(success: $0) }
        }
        DiagnosticRecorder.shared.record(identifier: identifier, kind: .appRefresh, phase: .registration, ok: ok)
    }

    static func schedule(after interval: TimeInterval = 15 * 60) throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(identifier: identifier, kind: .appRefresh, phase: .submission, ok: true)
        } catch {
            DiagnosticRecorder.shared.record(identifier: identifier, kind: .appRefresh, phase: .submission, ok: false, error: error)
            log.error("Could not schedule reminder refresh: \(error, privacy: .public)")
            throw error
        }
    }
}
