import BackgroundTasks
import EvidenceRecorder
import os

final class BackgroundSync {
    static let identifier = "com.ternapp.notes.sync"
    static let shared = BackgroundSync()

    private let log = Logger(subsystem: "com.ternapp.notes", category: "sync")
    private let recorder = EvidenceRecorder(fileURL: FileManager.default
        .urls(for: .cachesDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("evidence/diagnostics.jsonl"))
    private let id = try! TaskIdentifier(BackgroundSync.identifier)
    var onCompletion: ((Bool) -> Void)?

    /// Called from application(_:didFinishLaunchingWithOptions:).
    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.handle(task as! BGAppRefreshTask)
        }
        try? recorder.record(id, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    func schedule(after seconds: TimeInterval) {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            log.error("Could not schedule sync: \(error as NSError, privacy: .public)")
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        try? recorder.record(id, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        schedule(after: 15 * 60)
        Task {
            let ok = await NoteSyncJob.shared.run()
            try? recorder.record(id, kind: .appRefresh, phase: .completion, outcome: ok ? .succeeded : .failed)
            task.setTaskCompleted(success: ok)
            onCompletion?(ok)
        }
    }
}
