import BackgroundTasks
import Foundation

protocol RefreshTaskType: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGAppRefreshTask: RefreshTaskType {}

/// Refreshes the content-blocker configuration files and counts the outcome.
final class ConfigRefreshTask {
    private let task: RefreshTaskType
    private let stats: StatisticsStore
    private let loader: ConfigLoading

    init(task: RefreshTaskType, stats: StatisticsStore, loader: ConfigLoading = ConfigLoader.shared) {
        self.task = task
        self.stats = stats
        self.loader = loader
    }

    func run() {
        task.expirationHandler = { [loader, task] in
            loader.cancel()
            task.setTaskCompleted(success: false)
        }
        loader.refreshAll { [stats, task] changed in
            stats.increment(changed ? .configRefreshChanged : .configRefreshCompleted)
            AppDelegate.scheduleConfigRefresh()
            task.setTaskCompleted(success: true)
        }
    }
}
