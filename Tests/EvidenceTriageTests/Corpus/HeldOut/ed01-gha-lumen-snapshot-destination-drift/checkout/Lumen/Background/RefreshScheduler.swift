import BackgroundTasks
import OSLog

enum LumenTasks {
    static let refresh = "app.lumenjournal.ios.refresh"
    static let backup = "app.lumenjournal.ios.backup"
}

/// Registered from AppDelegate.application(_:didFinishLaunchingWithOptions:).
final class RefreshScheduler {
    private let log = Logger(subsystem: "app.lumenjournal.ios", category: "background")
    private let recorder: DiagnosticRecorder

    init(recorder: DiagnosticRecorder) { self.recorder = recorder }

    func registerAll(scheduler: BGTaskScheduler = .shared) {
        let ok1 = scheduler.register(forTaskWithIdentifier: LumenTasks.refresh, using: nil) { task in
            self.handleRefresh(task as! BGAppRefreshTask)
        }
        recorder.record(LumenTasks.refresh, kind: .appRefresh, phase: .registration, succeeded: ok1)
        let ok2 = scheduler.register(forTaskWithIdentifier: LumenTasks.backup, using: nil) { task in
            self.handleBackup(task as! BGProcessingTask)
        }
        recorder.record(LumenTasks.backup, kind: .processing, phase: .registration, succeeded: ok2)
    }

    func handleRefresh(_ task: BGAppRefreshTask) { /* PromptRefreshJob, see RefreshJob.swift */ }
    func handleBackup(_ task: BGProcessingTask) { /* JournalBackupJob */ }
}
