import BackgroundTasks
import Foundation

/// Polls the tile service for offline-area jobs that finished while the app was suspended.
final class OfflineJobStatusChecker {
    static let taskIdentifier = "com.cairnline.jobs.statusCheck"
    private(set) var isRegistered = false
    private let recorder: BackgroundTaskRecording
    private let log = Logger.backgroundJobs

    init(recorder: BackgroundTaskRecording) {
        self.recorder = recorder
    }

    /// Called from `CairnlineAppDelegate.application(_:didFinishLaunchingWithOptions:)`.
    func register() {
        isRegistered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.taskIdentifier, using: nil) { [weak self] task in
            self?.run(task as! BGAppRefreshTask)
        }
        log.notice("register \(Self.taskIdentifier, privacy: .public): \(self.isRegistered ? "registered" : "rejected", privacy: .public)")
        recorder.record(Self.taskIdentifier, kind: .appRefresh, phase: .registration,
                        outcome: isRegistered ? .succeeded : .failed,
                        errorType: isRegistered ? nil : "BGTaskScheduler.Error.notPermitted")
    }

    private func run(_ task: BGAppRefreshTask) {
        let work = Task { await OfflineJobStore.shared.pollPendingJobs() }
        task.expirationHandler = { work.cancel() }
        Task {
            let ok = await work.value
            task.setTaskCompleted(success: ok)
        }
    }
}
