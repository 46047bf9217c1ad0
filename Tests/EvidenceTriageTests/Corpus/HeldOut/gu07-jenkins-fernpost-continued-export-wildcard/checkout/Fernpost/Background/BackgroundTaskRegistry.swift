import BackgroundTasks
import EvidenceRecorder

/// Every BGTaskScheduler identifier the app uses. Registered from
/// application(_:didFinishLaunchingWithOptions:) before it returns.
enum BackgroundTaskRegistry {
    /// Continued-processing exports submit `export.<job-uuid>`; the plist must
    /// permit the wildcard `com.fernpost.app.export.*`.
    static let exportPrefix = "com.fernpost.app.export"
    static let exportWildcard = exportPrefix + ".*"
    static let cleanup = "com.fernpost.app.cleanup"

    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    static func registerAll(exports: ExportQueue, cleanupJob: CleanupJob) {
        let exportOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: exportWildcard, using: nil) { task in
            ContinuedExportAdapter(queue: exports).handle(task as! BGContinuedProcessingTask)
        }
        record(exportWildcardRecordID, kind: .processing, ok: exportOK)

        let cleanupOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: cleanup, using: nil) { task in
            CleanupAdapter(job: cleanupJob).handle(task as! BGProcessingTask)
        }
        record(try! TaskIdentifier(cleanup), kind: .processing, ok: cleanupOK)
    }

    /// Records need a plain reverse-DNS name, so the wildcard is recorded by its prefix.
    private static let exportWildcardRecordID = try! TaskIdentifier(exportPrefix)

    private static func record(_ id: TaskIdentifier, kind: TaskKind, ok: Bool) {
        try? recorder.record(id, kind: kind, phase: .registration, outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }
}
