import BackgroundTasks
import EvidenceRecorder

enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let sync = try! TaskIdentifier("com.lanternapps.reader.sync")

    static func registerAll(job: ReadingPositionSyncJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: sync.rawValue, using: nil) { task in
            BackgroundSyncAdapter(job: job).handle(task: task as! BGAppRefreshTask)
        }
        NSLog("[BackgroundTasks] %@ %@", ok ? "registered" : "registration failed for", sync.rawValue)
        try? recorder.record(sync, kind: .appRefresh, phase: .registration,
                             outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }
}
