import BackgroundTasks
import EvidenceRecorder
import os

/// Keeps tomorrow's sailings fresh so the boarding pass works offline at the pier.
final class TimetableRefresh {
    static let identifier = "com.ferrybook.app.timetable-refresh"
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    private let log = Logger(subsystem: "com.ferrybook.app", category: "TimetableRefresh")
    private let id = try! TaskIdentifier(TimetableRefresh.identifier)
    var onLaunch: ((BGAppRefreshTask) -> Void)?

    /// From application(_:didFinishLaunchingWithOptions:).
    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { [weak self] task in
            self?.handle(task as! BGAppRefreshTask)
        }
        try? Self.recorder.record(id, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed,
                                  error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    @discardableResult
    func schedule(earliestBegin: Date) -> Bool {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = earliestBegin
        do {
            try BGTaskScheduler.shared.submit(request)
            try? Self.recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .succeeded)
            return true
        } catch {
            log.error("submit failed: \(String(describing: error), privacy: .public)")
            try? Self.recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
            return false
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        try? Self.recorder.record(id, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        onLaunch?(task)
        task.setTaskCompleted(success: true)
    }
}
