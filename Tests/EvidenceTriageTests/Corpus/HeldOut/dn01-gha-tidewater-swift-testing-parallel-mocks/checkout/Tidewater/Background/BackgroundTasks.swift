import BackgroundTasks
import os

enum BackgroundTasks {
    static let refreshIdentifier = "com.tidewater.app.refresh-tides"
    static let pruneIdentifier = "com.tidewater.app.prune-archive"   // added in #421

    static var allIdentifiers: [String] { [refreshIdentifier, pruneIdentifier] }

    private static let log = Logger(subsystem: "com.tidewater.app", category: "bgtask")

    /// Called from `application(_:didFinishLaunchingWithOptions:)`.
    static func registerAll(recorder: DiagnosticRecorder) {
        register(refreshIdentifier, kind: .appRefresh, recorder: recorder) { task in
            TideRefreshAdapter.shared.handle(task as! BGAppRefreshTask)
        }
        register(pruneIdentifier, kind: .processing, recorder: recorder) { task in
            ArchivePruneAdapter.shared.handle(task as! BGProcessingTask)
        }
    }

    private static func register(_ id: String, kind: DiagnosticRecorder.TaskKind, recorder: DiagnosticRecorder,
                                 handler: @escaping @Sendable (BGTask) -> Void) {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        guard permitted.contains(id) else {
            // Registering an identifier the plist does not permit raises inside
            // BackgroundTasks; record it and skip instead of crashing the test host.
            log.error("not registering \(id, privacy: .public): not in BGTaskSchedulerPermittedIdentifiers")
            recorder.record(id, kind: kind, phase: .registration, outcome: .failed, errorType: "BGTaskScheduler.Error.notPermitted")
            return
        }
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil, launchHandler: handler)
        recorder.record(id, kind: kind, phase: .registration, outcome: ok ? .succeeded : .failed, errorType: nil)
    }
}
