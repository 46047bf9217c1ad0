import BackgroundTasks
import EvidenceRecorder
import os

/// Refreshes the day's delivery manifests in the background.
enum ManifestSync {
    static let identifier = "com.haulmark.driver.manifest-sync"
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    private static let log = Logger(subsystem: "com.haulmark.driver", category: "ManifestSync")

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func register(job: ManifestSyncJob) {
        let id = try! TaskIdentifier(identifier)
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            job.handle(task as! BGAppRefreshTask)
        }
        if !ok { log.error("register(forTaskWithIdentifier: \(identifier, privacy: .public)) returned false") }
        try? recorder.record(id, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }
}
