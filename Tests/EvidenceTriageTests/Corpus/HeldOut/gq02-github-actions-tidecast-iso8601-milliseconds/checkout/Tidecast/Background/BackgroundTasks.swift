import BackgroundTasks
import EvidenceRecorder
import Foundation

enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let refresh = try! TaskIdentifier("com.tidecast.feed.refresh")
    static let cleanup = try! TaskIdentifier("com.tidecast.downloads.cleanup")

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func registerAll(makeRefreshJob: @escaping @Sendable () -> FeedRefreshJob,
                            makeCleanupJob: @escaping @Sendable () -> DownloadCleanupJob) {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: refresh.rawValue, using: nil) { task in
            RefreshAdapter(job: makeRefreshJob()).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(refresh, kind: .appRefresh, phase: .registration,
                             outcome: refreshOK ? .succeeded : .failed,
                             error: refreshOK ? nil : .named("BGTaskScheduler.registrationRejected"))
        let cleanupOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: cleanup.rawValue, using: nil) { task in
            CleanupAdapter(job: makeCleanupJob()).handle(task: task as! BGProcessingTask)
        }
        try? recorder.record(cleanup, kind: .processing, phase: .registration,
                             outcome: cleanupOK ? .succeeded : .failed,
                             error: cleanupOK ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func scheduleRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: refresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 20 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(refresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[bg] submit %@ failed: %@", refresh.rawValue, String(describing: error))
            try? recorder.record(refresh, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
