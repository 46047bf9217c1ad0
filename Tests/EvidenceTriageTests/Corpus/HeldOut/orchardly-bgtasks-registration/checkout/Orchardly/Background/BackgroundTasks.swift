import BackgroundTasks
import os

enum BackgroundTaskID {
    static let refresh = "com.orchardly.app.refresh"
    static let ledgerCompact = "com.orchardly.app.ledger-compact"
}

/// Registers every launch handler. Called from
/// application(_:didFinishLaunchingWithOptions:) before it returns.
enum BackgroundTasks {
    static let logger = Logger(subsystem: "com.orchardly.app", category: "bgtasks")

    static func registerAll(recorder: DiagnosticsRecorder = .shared) {
        register(BackgroundTaskID.refresh, kind: .appRefresh, recorder: recorder) { task in
            RefreshAdapter.shared.handle(task as! BGAppRefreshTask)
        }
        register(BackgroundTaskID.ledgerCompact, kind: .processing, recorder: recorder) { task in
            LedgerCompactionAdapter.shared.handle(task as! BGProcessingTask)
        }
    }

    private static func register(_ id: String, kind: DiagnosticsRecorder.TaskKind,
                                 recorder: DiagnosticsRecorder, handler: @escaping (BGTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil, launchHandler: handler)
        recorder.record(identifier: id, kind: kind, phase: .registration,
                        outcome: ok ? .succeeded : .failed,
                        errorType: ok ? nil : "BGTaskScheduler.register returned false")
        if !ok { logger.error("registration failed for \(id, privacy: .public)") }
    }
}
