import UIKit
import BackgroundTasks

final class AppDelegate: UIResponder, UIApplicationDelegate {
    private(set) var tideRefreshRegistered = false

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Replaces setMinimumBackgroundFetchInterval / performFetchWithCompletionHandler (removed in 5.0).
        tideRefreshRegistered = BGTaskScheduler.shared.register(forTaskWithIdentifier: TideRefresh.identifier, using: nil) { task in
            TideRefresh.handle(task as! BGAppRefreshTask)
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: StationCacheCleanup.identifier, using: nil) { task in
            StationCacheCleanup.handle(task as! BGProcessingTask)
        }
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        TideRefresh.schedule()
    }
}
