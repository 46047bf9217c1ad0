import BackgroundTasks
import os

final class PumpSyncScheduler {
    static let shared = PumpSyncScheduler()
    static let refreshIdentifier = "com.loopwise.pumpsync.refresh"
    private let log = Logger(subsystem: "com.loopwise", category: "PumpSync")

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshIdentifier, using: nil) { task in
            self.handle(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(identifier: Self.refreshIdentifier, kind: .appRefresh,
                                         phase: .registration, succeeded: ok)
        log.info("register \(Self.refreshIdentifier) -> \(ok)")
    }

    func scheduleRefresh(after seconds: TimeInterval) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.refreshIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(identifier: Self.refreshIdentifier, kind: .appRefresh, phase: .submission, succeeded: true)
        } catch {
            DiagnosticRecorder.shared.record(identifier: Self.refreshIdentifier, kind: .appRefresh, phase: .submission,
                                             succeeded: false, error: error)
            throw error
        }
    }

    private func handle(_ task: BGAppRefreshTask) { task.setTaskCompleted(success: true) }
}
