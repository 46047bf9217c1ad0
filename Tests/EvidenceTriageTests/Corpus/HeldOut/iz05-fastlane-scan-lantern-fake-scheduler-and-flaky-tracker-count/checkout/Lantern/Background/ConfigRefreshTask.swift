import Foundation
import BackgroundTasks

/// Refreshes privacy configuration and tracker data (BGProcessingTask,
/// network required). Scheduler and queue are injected so the unit tests can
/// run everything synchronously with fakes.
final class ConfigRefreshTask {
    static let identifier = "com.lanternbrowser.ios.config-refresh"
    static let refreshInterval: TimeInterval = 12 * 60 * 60

    private let scheduler: TaskScheduling
    private let queue: DispatchableQueue
    private let store: ConfigStore
    private let fetcher: ConfigFetching
    var now: () -> Date = Date.init

    init(scheduler: TaskScheduling = SystemTaskScheduler(),
         queue: DispatchableQueue = DispatchQueue(label: "config-refresh"),
         store: ConfigStore = .shared, fetcher: ConfigFetching = ConfigFetcher()) {
        self.scheduler = scheduler; self.queue = queue; self.store = store; self.fetcher = fetcher
    }

    @discardableResult
    func register() -> Bool {
        scheduler.register(identifier: Self.identifier) { [weak self] task in self?.handle(task) }
    }

    func schedule() {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = now().addingTimeInterval(60 * 60)
        do { try scheduler.submit(request) } catch { Log.background.error("config refresh submit failed: \(error)") }
    }

    func handle(_ task: BackgroundTaskProtocol) {
        schedule()
        task.expirationHandler = { [fetcher] in
            Log.background.info("config refresh expired, cancelling downloads")
            fetcher.cancel()
        }
        queue.async { [self] in
            let result = fetcher.fetchAll()
            Log.background.info("config refresh finished: \(result)")
            store.lastRefreshDate = now()
            task.setTaskCompleted(success: true)
        }
    }
}
