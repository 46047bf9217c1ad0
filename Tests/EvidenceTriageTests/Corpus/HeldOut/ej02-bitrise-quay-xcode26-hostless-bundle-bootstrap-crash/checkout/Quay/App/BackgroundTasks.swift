import BackgroundTasks
import EvidenceRecorder

enum BackgroundTasks {
    static let refreshID = "com.quayferries.app.timetable-refresh"
    static let recorder = EvidenceRecorder(fileURL: FileManager.default
        .urls(for: .cachesDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("evidence/diagnostics.jsonl"))

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func registerAll(job: @escaping () -> TimetableRefreshJob) {
        let id = try! TaskIdentifier(refreshID)
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: refreshID, using: nil) { task in
            TimetableRefreshAdapter(job: job()).handle(task as! BGAppRefreshTask)
        }
        try? recorder.record(id, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }
}
