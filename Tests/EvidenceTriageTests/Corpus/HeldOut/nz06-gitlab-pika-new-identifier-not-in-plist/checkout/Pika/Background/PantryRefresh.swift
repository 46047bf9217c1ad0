import BackgroundTasks
import os

enum PantryRefresh {
    static let identifier = Bundle.main.bundleIdentifier! + ".pantry-refresh"
    private static let log = Logger(subsystem: "com.pikagrocer.pika", category: "Pantry")

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            PantryStore.shared.refreshExpiringItems()
            task.setTaskCompleted(success: true)
        }
        log.info("register \(identifier, privacy: .public) -> \(ok)")
        DiagnosticRecorder.shared.record(id: identifier, kind: .appRefresh, phase: .registration, ok: ok)
    }

    static func submit() throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(id: identifier, kind: .appRefresh, phase: .submission, ok: true)
        } catch {
            log.error("submit \(identifier, privacy: .public) failed: \(error as NSError, privacy: .public)")
            DiagnosticRecorder.shared.record(id: identifier, kind: .appRefresh, phase: .submission, ok: false, error: error)
            throw error
        }
    }
}
