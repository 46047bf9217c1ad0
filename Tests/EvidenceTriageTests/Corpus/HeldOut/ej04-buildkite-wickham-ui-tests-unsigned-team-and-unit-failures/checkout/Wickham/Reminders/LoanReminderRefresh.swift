import BackgroundTasks
import EvidenceRecorder

final class LoanReminderRefresh {
    static let identifier = "com.wickhamlibraries.loans.reminders"
    static let shared = LoanReminderRefresh()
    var onCompletion: (() -> Void)?
    private let recorder = EvidenceRecorder(fileURL: FileManager.default
        .urls(for: .cachesDirectory, in: .userDomainMask)[0].appendingPathComponent("evidence/diagnostics.jsonl"))
    private let id = try! TaskIdentifier(LoanReminderRefresh.identifier)

    /// From application(_:didFinishLaunchingWithOptions:).
    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            try? self.recorder.record(self.id, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            Task {
                await ReminderJob().run()
                task.setTaskCompleted(success: true)
                self.onCompletion?()
            }
        }
        try? recorder.record(id, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    /// Called when the app moves to the background (SceneDelegate.sceneDidEnterBackground).
    func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 6 * 3600)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
