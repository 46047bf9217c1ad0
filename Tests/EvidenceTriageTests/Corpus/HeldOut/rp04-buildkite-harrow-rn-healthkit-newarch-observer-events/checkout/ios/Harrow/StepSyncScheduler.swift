import BackgroundTasks
import os

final class StepSyncScheduler {
    static let shared = StepSyncScheduler()
    static let identifier = "com.harrowhealth.steps.sync"
    private let log = Logger(subsystem: "com.harrowhealth.steps", category: "BGSync")
    var onRunForTesting: (() -> Void)?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.handle(task as! BGAppRefreshTask)
        }
        log.info("register \(Self.identifier, privacy: .public) -> \(ok)")
        DiagnosticRecorder.shared.record(identifier: Self.identifier, kind: .appRefresh, phase: .registration, ok: ok, error: nil)
    }

    func makeRequest(now: Date = Date()) -> BGAppRefreshTaskRequest {
        let r = BGAppRefreshTaskRequest(identifier: Self.identifier)
        r.earliestBeginDate = now.addingTimeInterval(15 * 60)
        return r
    }

    func schedule() {
        do {
            try BGTaskScheduler.shared.submit(makeRequest())
            DiagnosticRecorder.shared.record(identifier: Self.identifier, kind: .appRefresh, phase: .submission, ok: true, error: nil)
        } catch {
            log.error("submit failed: \(String(describing: error), privacy: .public)")
            DiagnosticRecorder.shared.record(identifier: Self.identifier, kind: .appRefresh, phase: .submission, ok: false, error: error)
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        onRunForTesting?()
        task.setTaskCompleted(success: true)
    }
}
