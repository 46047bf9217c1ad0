import BackgroundTasks

/// Home is an app-refresh task: iOS keeps at most ONE pending BGAppRefreshTaskRequest per app,
/// so everything else (saves, archive) must be a processing request.
final class HomeRefreshCoordinator {
    static let identifier = "com.shelfwise.app.home-refresh"
    static let minimumInterval: TimeInterval = 6 * 60 * 60

    private let scheduler: BGTaskSchedulerProtocol
    private let clock: () -> Date
    private(set) var lastBackgroundRefresh: Date?
    private(set) var lastUserRefresh: Date?

    init(scheduler: BGTaskSchedulerProtocol = LiveTaskScheduler.shared, clock: @escaping () -> Date = Date.init) {
        self.scheduler = scheduler
        self.clock = clock
    }

    func backgroundRefreshDidFinish() {
        lastBackgroundRefresh = clock()
        scheduleNext()
    }

    /// A pull to refresh restarts the six-hour window.
    func userDidPullToRefresh() {
        lastUserRefresh = clock()
        scheduleNext()
    }

    func scheduleNext() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        let anchor = lastBackgroundRefresh ?? clock()
        request.earliestBeginDate = anchor.addingTimeInterval(Self.minimumInterval)
        try? scheduler.submit(request)
    }
}
