import BackgroundTasks
import EvidenceRecorder

enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let relaySync = try! TaskIdentifier("com.lanternkey.app.relay-sync")

    /// Called from the App initialiser, before launch finishes.
    nonisolated static func registerAll(job: RelaySyncJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: relaySync.rawValue, using: nil) { task in
            RelaySyncAdapter(job: job).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(relaySync, kind: .appRefresh, phase: .registration,
                             outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }
}
