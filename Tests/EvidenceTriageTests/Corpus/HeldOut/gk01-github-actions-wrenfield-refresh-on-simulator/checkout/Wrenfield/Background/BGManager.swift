import BackgroundTasks
import EvidenceRecorder
import Foundation

/// Owns the periodic-refresh background task. The launch handler only forwards to
/// `PeriodicRefreshJob`; everything that decides *when* lives in `RefreshPolicy`.
final class BGManager {
    static let shared = BGManager()
    static let refreshIdentifier = "app.wrenfield.chat.refresh"   // also in BGTaskSchedulerPermittedIdentifiers

    var scheduler: TaskScheduling = BGTaskScheduler.shared
    var policy = RefreshPolicy()
    var settings: NotificationSettingsStore = .shared
    let recorder = EvidenceRecorder(fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("evidence/diagnostics.jsonl"))
    private let id = try! TaskIdentifier(BGManager.refreshIdentifier)

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshIdentifier, using: nil) { task in
            self.handle(task as! BGAppRefreshTask)
        }
        DebugLog.bg("BGManager.register: \(Self.refreshIdentifier) registered=\(ok)")
        try? recorder.record(id, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    /// Called from sceneDidEnterBackground when the user chose periodic delivery.
    func schedule(failures: Int = 0, lastSuccess: Date? = nil) {
        guard settings.mode == .periodic else {
            DebugLog.bg("BGManager.schedule: skipped, mode=\(settings.mode.rawValue)")
            return
        }
        let request = BGAppRefreshTaskRequest(identifier: Self.refreshIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: policy.nextInterval(failures: failures, lastSuccess: lastSuccess))
        do {
            try scheduler.submit(request)
            DebugLog.bg("BGManager.schedule: submitted \(Self.refreshIdentifier) earliestBeginDate=\(request.earliestBeginDate!)")
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            DebugLog.bg("BGManager.schedule: submit failed: \(error)")
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        try? recorder.record(id, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        let job = PeriodicRefreshJob(client: ChatClient.shared, store: MessageStore.shared)
        task.expirationHandler = { job.cancel() }
        Task {
            do {
                try await job.run()
                try? recorder.record(id, kind: .appRefresh, phase: .completion, outcome: .succeeded)
                schedule(lastSuccess: Date())
                task.setTaskCompleted(success: true)
            } catch {
                try? recorder.record(id, kind: .appRefresh, phase: .completion, outcome: .failed, error: ErrorType(error))
                schedule(failures: 1)
                task.setTaskCompleted(success: false)
            }
        }
    }
}
