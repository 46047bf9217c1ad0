import BackgroundTasks
import EvidenceRecorder
import Foundation

/// Registration and submission of the app's two BGTaskScheduler tasks.
enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let feedRefresh = try! TaskIdentifier("com.newsprig.app.feed-refresh")   // BGTaskSchedulerPermittedIdentifiers
    static let cacheTrim = try! TaskIdentifier("com.newsprig.app.cache-trim")       // BGTaskSchedulerPermittedIdentifiers

    /// From application(_:didFinishLaunchingWithOptions:), before it returns.
    static func registerAll(sync: FeedSyncJob, trim: CacheTrimJob) {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: feedRefresh.rawValue, using: nil) { task in
            FeedRefreshAdapter(job: sync).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(feedRefresh, kind: .appRefresh, phase: .registration,
                             outcome: refreshOK ? .succeeded : .failed,
                             error: refreshOK ? nil : .named("BGTaskScheduler.registrationRejected"))
        let trimOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: cacheTrim.rawValue, using: nil) { task in
            CacheTrimAdapter(job: trim).handle(task: task as! BGProcessingTask)
        }
        try? recorder.record(cacheTrim, kind: .processing, phase: .registration,
                             outcome: trimOK ? .succeeded : .failed,
                             error: trimOK ? nil : .named("BGTaskScheduler.registrationRejected"))
    }
}

enum FeedRefreshScheduler {
    /// From sceneDidEnterBackground(_:) and at the start of every refresh run.
    static func scheduleNext(after interval: TimeInterval = 30 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: BackgroundTasks.feedRefresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? BackgroundTasks.recorder.record(BackgroundTasks.feedRefresh, kind: .appRefresh,
                                                 phase: .submission, outcome: .succeeded)
        } catch {
            print("FeedRefreshScheduler: submit failed: \(error)")
            try? BackgroundTasks.recorder.record(BackgroundTasks.feedRefresh, kind: .appRefresh,
                                                 phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
