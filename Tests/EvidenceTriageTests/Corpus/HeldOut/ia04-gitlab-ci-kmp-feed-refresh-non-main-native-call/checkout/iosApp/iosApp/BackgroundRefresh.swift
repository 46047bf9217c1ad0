import BackgroundTasks
import SkylarkShared

protocol AppRefreshTaskLike: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGAppRefreshTask: AppRefreshTaskLike {}

final class BackgroundRefresh {
    static let shared = BackgroundRefresh(job: SharedModule.shared.feedRefreshJob())

    private let job: FeedRefreshJob
    init(job: FeedRefreshJob) { self.job = job }

    /// Called on BGTaskScheduler's launch-handler queue (not the main thread).
    func handle(task: AppRefreshTaskLike) {
        Diagnostics.record(AppDelegate.feedRefreshTaskId, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        scheduleNext()
        task.expirationHandler = {
            Diagnostics.record(AppDelegate.feedRefreshTaskId, kind: .appRefresh, phase: .expiration, outcome: .cancelled)
            task.setTaskCompleted(success: false)
        }
        // Kotlin suspend fun exported as a completion-handler method; the coroutine starts
        // on the calling thread.
        job.refresh { ok, error in
            let success = error == nil && ok?.boolValue == true
            Diagnostics.record(AppDelegate.feedRefreshTaskId, kind: .appRefresh, phase: .completion,
                               outcome: success ? .succeeded : .failed)
            task.setTaskCompleted(success: success)
        }
    }

    func scheduleNext() {
        let request = BGAppRefreshTaskRequest(identifier: AppDelegate.feedRefreshTaskId)
        request.earliestBeginDate = SharedModule.shared.refreshPolicy().nextEarliestBegin().toNSDate()
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.record(AppDelegate.feedRefreshTaskId, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            Diagnostics.record(AppDelegate.feedRefreshTaskId, kind: .appRefresh, phase: .submission, outcome: .failed,
                               errorType: "\((error as NSError).domain):\((error as NSError).code)")
        }
    }
}
