import BackgroundTasks
import os

/// Registers the app's BGTask launch handlers at launch and writes one
/// evidence.diagnostic/v1 record per identifier to Library/Diagnostics/registration.jsonl.
enum BackgroundRegistration {
    static let reindexIdentifier = "com.quirenotes.app.reindex"

    static func registerAll(recorder: DiagnosticRecorder = .shared) {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: RefreshScheduler.refreshIdentifier,
                                                        using: nil) { task in
            SyncJob.shared.runRefresh(task as! BGAppRefreshTask)
        }
        recorder.record(identifier: RefreshScheduler.refreshIdentifier, kind: .appRefresh,
                        phase: .registration, succeeded: refreshOK)

        let reindexOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: reindexIdentifier,
                                                        using: nil) { task in
            SearchReindexJob.run(task as! BGProcessingTask)
        }
        recorder.record(identifier: reindexIdentifier, kind: .processing,
                        phase: .registration, succeeded: reindexOK)
    }
}
