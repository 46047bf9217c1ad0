import BackgroundTasks
import EvidenceRecorder

enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let tideSync = try! TaskIdentifier("com.harborlight.app.tide-sync")

    static func registerAll(job: TideAlertSyncJob) {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: tideSync.rawValue, using: nil) { task in
            BackgroundRefreshAdapter(job: job).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(tideSync, kind: .appRefresh, phase: .registration,
                             outcome: registered ? .succeeded : .failed,
                             error: registered ? nil : .named("BGTaskScheduler.registrationRejected"))
    }
}
