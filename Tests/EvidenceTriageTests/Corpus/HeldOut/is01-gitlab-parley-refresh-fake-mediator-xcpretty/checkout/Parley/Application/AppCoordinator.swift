import BackgroundTasks
import Foundation

/// Owns the client's sync loop across foreground, background-task and background-refresh launches.
final class AppCoordinator {
    static let backgroundRefreshIdentifier = "chat.parley.ios.background.refresh"

    private let appMediator: AppMediatorProtocol
    private let taskScheduler: TaskSchedulerProtocol
    private let clock: ClockProtocol
    private let client: SyncClientProtocol
    private let log: ParleyLogger

    init(appMediator: AppMediatorProtocol,
         taskScheduler: TaskSchedulerProtocol,
         clock: ClockProtocol = SystemClock(),
         client: SyncClientProtocol,
         log: ParleyLogger = .shared) {
        self.appMediator = appMediator
        self.taskScheduler = taskScheduler
        self.clock = clock
        self.client = client
        self.log = log
    }

    // MARK: - Background app refresh

    /// Suggests a refresh 30 s after the app resigns active. The system decides when (or whether) it runs.
    func scheduleBackgroundAppRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: Self.backgroundRefreshIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30)
        do {
            try taskScheduler.submit(request)
            log.info("Successfully scheduled background app refresh task")
        } catch {
            log.error("Failed scheduling background app refresh with error: \(error)")
        }
    }

    func handleBackgroundAppRefresh(_ task: BackgroundRefreshTaskProtocol) {
        log.info("Started background app refresh")
        scheduleBackgroundAppRefresh()

        task.expirationHandler = { [weak self] in
            self?.log.info("Background app refresh task expired")
            self?.stopSync()
            task.setTaskCompleted(success: false)
        }

        client.startSync(maxResponses: 10, timeout: 10) { [weak self] in
            guard let self else { return }
            self.log.info("Background app refresh finished")
            self.stopSync()
            task.setTaskCompleted(success: true)
        }
    }

    // MARK: - Sync

    func startSync() {
        log.info("Starting sync")
        client.startSync(maxResponses: nil, timeout: nil, completion: nil)
    }

    /// Stops the sync loop. Called from the background task, the refresh task and when the app suspends.
    func stopSync() {
        log.info("Stopping sync")
        client.stopSync()
    }
}
