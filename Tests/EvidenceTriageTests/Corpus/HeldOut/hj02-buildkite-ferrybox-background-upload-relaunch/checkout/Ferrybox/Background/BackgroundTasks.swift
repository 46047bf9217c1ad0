import BackgroundTasks
import EvidenceRecorder
import Foundation

enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let sync = try! TaskIdentifier("com.orchardlane.ferrybox.sync")

    static func registerAll(sync job: ShareSyncJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: sync.rawValue, using: nil) { task in
            ShareSyncAdapter(job: job).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(sync, kind: .appRefresh, phase: .registration,
                             outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }
}
