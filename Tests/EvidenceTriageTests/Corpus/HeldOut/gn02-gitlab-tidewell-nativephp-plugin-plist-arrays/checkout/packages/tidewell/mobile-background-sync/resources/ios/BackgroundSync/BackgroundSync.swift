import BackgroundTasks
import EvidenceRecorder
import Foundation

public enum BackgroundSync {
    public static let refreshID = "com.tidewell.app.sync-refresh"

    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    private static let taskID = try! TaskIdentifier(refreshID)

    /// Hooked into the NativePHP app delegate's didFinishLaunching (see nativephp.json).
    public static func registerTasks() {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: refreshID, using: nil) { task in
            SyncRefreshAdapter(job: UploadQueuedEntriesJob.live()).handle(task as! BGAppRefreshTask)
        }
        if !registered {
            NSLog("[BackgroundSync] register(%@) returned false", refreshID)
        }
        try? recorder.record(taskID, kind: .appRefresh, phase: .registration,
                             outcome: registered ? .succeeded : .failed,
                             error: registered ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    public static func scheduleRefresh() throws {
        let request = BGAppRefreshTaskRequest(identifier: refreshID)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(taskID, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[BackgroundSync] submit(%@) failed: %@", refreshID, String(describing: error))
            try? recorder.record(taskID, kind: .appRefresh, phase: .submission, outcome: .failed,
                                 error: ErrorType(error))
            throw error
        }
    }

    public static func scheduleRefreshLogged() {
        try? scheduleRefresh()
    }
}
