import BackgroundTasks

final class SavesRefreshCoordinator {
    static let identifier = "com.shelfwise.app.saves-refresh"
    private let scheduler: BGTaskSchedulerProtocol
    var onRun: (() -> Void)?

    init(scheduler: BGTaskSchedulerProtocol = LiveTaskScheduler.shared) {
        self.scheduler = scheduler
    }

    func schedule() throws {
        // PR #412 switched this from BGProcessingTaskRequest to an app refresh
        // "because saves are small". Home already owns the app-refresh slot.
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60 * 60)
        try scheduler.submit(request)
    }

    func handle(_ task: BGTaskProtocol) {
        onRun?()
        task.setTaskCompleted(success: true)
    }
}
