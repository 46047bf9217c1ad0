import BackgroundTasks
import os

final class SyncScheduler {
    static let shared = SyncScheduler()
    static let identifier = "com.fernbook.sync"
    private let log = Logger(subsystem: "com.fernbook", category: "Sync")

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            RecipeSyncJob().run(task as! BGAppRefreshTask)
        }
        log.info("register \(Self.identifier, privacy: .public) -> \(ok)")
        DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .registration, ok: ok)
    }

    func schedule() throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 20 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .submission, ok: true)
        } catch {
            DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .submission, ok: false, error: error)
            throw error
        }
    }
}
