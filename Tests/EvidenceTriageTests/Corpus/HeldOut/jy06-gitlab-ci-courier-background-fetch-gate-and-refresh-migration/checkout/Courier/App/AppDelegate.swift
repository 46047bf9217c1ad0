import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let refreshTaskId = "chat.courier.ios.refresh"
    lazy var fetcher = BackgroundFetch(core: MessengerCore.shared)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // #2030 follow-up: move from performFetchWithCompletionHandler to BGAppRefreshTask
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshTaskId, using: nil) { [weak self] task in
            self?.handleRefresh(task as! BGAppRefreshTask)
        }
        Diagnostics.record(Self.refreshTaskId, .appRefresh, .registration, ok ? .succeeded : .failed,
                           error: ok ? nil : "BGTaskScheduler.Error.notPermitted")
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "chat.courier.ios.cleanup", using: nil) { task in
            Housekeeping.run(task as! BGProcessingTask)
        }
        return true
    }

    func scheduleRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: Self.refreshTaskId)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.record(Self.refreshTaskId, .appRefresh, .submission, .succeeded)
        } catch {
            logger.error("Could not schedule app refresh: \(error)")
            Diagnostics.record(Self.refreshTaskId, .appRefresh, .submission, .failed, error: error)
        }
    }

    private func handleRefresh(_ task: BGAppRefreshTask) {
        scheduleRefresh()
        fetcher.performFetch { outcome in task.setTaskCompleted(success: outcome == .fetched) }
    }
}
