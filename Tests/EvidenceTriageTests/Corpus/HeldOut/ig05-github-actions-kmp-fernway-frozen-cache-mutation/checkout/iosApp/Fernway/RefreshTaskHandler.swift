import BackgroundTasks
import Foundation
import shared

/// Bridges the BGAppRefreshTask to the shared FeedSyncJob.
final class RefreshTaskHandler {
    private let cache: FeedCache
    init(cache: FeedCache) { self.cache = cache }

    func handle(task: BackgroundTaskLike) {
        TaskDiagnostics.record(identifier: AppDelegate.refreshTaskIdentifier, phase: "launch", outcome: "succeeded")
        let job = FeedSyncJob(api: HttpTrailApi.shared, cache: cache, io: DispatchersKt.defaultDispatcher)
        task.expirationHandler = { job.cancel() }
        job.run(maxPages: 3) { fetched, error in
            TaskDiagnostics.record(identifier: AppDelegate.refreshTaskIdentifier, phase: "completion",
                                   outcome: error == nil ? "succeeded" : "failed")
            task.setTaskCompleted(success: error == nil && (fetched?.intValue ?? 0) >= 0)
        }
    }

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: AppDelegate.refreshTaskIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            TaskDiagnostics.record(identifier: AppDelegate.refreshTaskIdentifier, phase: "submission", outcome: "succeeded")
        } catch {
            NSLog("[Fernway] submit %@ failed: %@", AppDelegate.refreshTaskIdentifier, String(describing: error))
            TaskDiagnostics.record(identifier: AppDelegate.refreshTaskIdentifier, phase: "submission", outcome: "failed",
                                   errorType: "BGTaskSchedulerErrorDomain:\((error as NSError).code)")
        }
    }
}

/// BGTask surface the tests can fake.
protocol BackgroundTaskLike: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGTask: BackgroundTaskLike {}
