import BackgroundTasks
import os

final class LibraryRefresh {
    static let shared = LibraryRefresh()
    static let identifier = "fm.quaver.app.library-refresh"
    private let log = Logger(subsystem: "fm.quaver.app", category: "Refresh")

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.handle(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(identifier: Self.identifier, kind: .appRefresh, phase: .registration,
                                         outcome: ok ? .succeeded : .failed)
    }

    func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(identifier: Self.identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            DiagnosticRecorder.shared.record(identifier: Self.identifier, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        log.info("library refresh started")
        task.setTaskCompleted(success: true)
    }
}
