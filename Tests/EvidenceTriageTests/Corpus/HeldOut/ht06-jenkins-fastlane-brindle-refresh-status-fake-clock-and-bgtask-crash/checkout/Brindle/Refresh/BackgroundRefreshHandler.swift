import BackgroundTasks

protocol RefreshTask: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGAppRefreshTask: RefreshTask {}

protocol TaskScheduling {
    func submit(_ request: BGTaskRequest) throws
}
extension BGTaskScheduler: TaskScheduling {}

final class BackgroundRefreshHandler {
    static let identifier = "com.brindle.app.feed-refresh"
    private let refresher: FeedRefresher
    private let scheduler: TaskScheduling
    private let status: RefreshStatus

    init(refresher: FeedRefresher, scheduler: TaskScheduling, status: RefreshStatus) {
        self.refresher = refresher
        self.scheduler = scheduler
        self.status = status
    }

    func handle(_ task: RefreshTask) {
        scheduleNext()
        status.refreshStarted()
        let work = Task {
            let result = await refresher.refreshAll()
            status.refreshFinished(refreshedFeeds: result.refreshed, failedFeeds: result.failed)
            // A refresh that ran to the end is a success as far as iOS is concerned.
            task.setTaskCompleted(success: !Task.isCancelled)
        }
        task.expirationHandler = { work.cancel() }
    }

    func scheduleNext() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        try? scheduler.submit(request)
    }
}
