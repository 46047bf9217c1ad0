import BackgroundTasks
import EvidenceRecorder
import Foundation

enum TaskID {
    static let iCloudBackup = "com.inkberry.journal.icloud-backup"
    static let promptRefresh = "com.inkberry.journal.refresh-prompts"
}

/// The seam the unit tests use: production passes `BGTaskScheduler.shared`.
protocol TaskScheduling {
    func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                  launchHandler: @escaping (BGTask) -> Void) -> Bool
    func submit(_ taskRequest: BGTaskRequest) throws
}

extension BGTaskScheduler: TaskScheduling {}

extension AppDelegate {
    /// Called from `application(_:didFinishLaunchingWithOptions:)` (and by tests with a fake scheduler).
    /// AppDelegate is main-actor isolated, so these handler closures are too; `using: nil` means the
    /// scheduler calls them on its own background queue.
    func registerBackgroundTasks(on scheduler: TaskScheduling) {
        let backupOK = scheduler.register(forTaskWithIdentifier: TaskID.iCloudBackup, using: nil) { task in
            try? Self.recorder.record(TaskID.iCloudBackup, kind: .processing, phase: .launch, outcome: .succeeded)
            Task { @MainActor in
                await BackupJob.shared.run(task as! BGProcessingTask)
            }
        }
        try? Self.recorder.record(TaskID.iCloudBackup, kind: .processing, phase: .registration,
                                  outcome: backupOK ? .succeeded : .failed)

        let promptsOK = scheduler.register(forTaskWithIdentifier: TaskID.promptRefresh, using: nil) { task in
            try? Self.recorder.record(TaskID.promptRefresh, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            Task { @MainActor in
                await PromptRefreshJob.shared.run(task as! BGAppRefreshTask)
            }
        }
        try? Self.recorder.record(TaskID.promptRefresh, kind: .appRefresh, phase: .registration,
                                  outcome: promptsOK ? .succeeded : .failed)
    }

    static func schedulePromptRefresh(on scheduler: TaskScheduling = AppDelegate.scheduler) {
        let request = BGAppRefreshTaskRequest(identifier: TaskID.promptRefresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        do {
            try scheduler.submit(request)
            try? recorder.record(TaskID.promptRefresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[Prompts] refresh submit failed: %@", "\(error)")
            try? recorder.record(TaskID.promptRefresh, kind: .appRefresh, phase: .submission, outcome: .failed,
                                 error: ErrorType(error))
        }
    }
}
