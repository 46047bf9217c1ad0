import BackgroundTasks

/// Thin adapter between BGAppRefreshTask and ShipmentRefreshJob.
final class RefreshWiring {
    static let identifier = "com.cobbleway.courier.refresh"

    private let scheduler: TaskScheduling
    private let job: ShipmentRefreshing

    init(scheduler: TaskScheduling, job: ShipmentRefreshing) {
        self.scheduler = scheduler
        self.job = job
    }

    static func register(wiring: RefreshWiring) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            Task { await wiring.handleLaunch(task as! BGAppRefreshTask) }
        }
    }

    func handleLaunch(_ task: RefreshTaskProtocol) async {
        scheduleNext()
        task.expirationHandler = { [job] in job.cancel() }
        do {
            try await job.run()
            task.setTaskCompleted(success: true)
        } catch {
            task.setTaskCompleted(success: false)
        }
    }

    func scheduleNext() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 20 * 60)
        try? scheduler.submit(request)
    }
}
