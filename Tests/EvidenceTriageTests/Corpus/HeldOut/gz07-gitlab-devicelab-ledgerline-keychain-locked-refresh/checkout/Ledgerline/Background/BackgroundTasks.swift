import BackgroundTasks
import EvidenceRecorder

enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let refresh = try! TaskIdentifier("com.ledgerline.sync.refresh")

    static func registerAll(job: ReceiptUploadJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: refresh.rawValue, using: nil) { task in
            BackgroundRefreshAdapter(job: job).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(refresh, kind: .appRefresh, phase: .registration,
                             outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }
}
