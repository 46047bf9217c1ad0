import BackgroundTasks
import HealthKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let goals = GoalStore.shared
    let health = HealthObserverRegistry.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.registerBackgroundTasksOnce()

        // Observer queries need the list of goals that have a Health metric attached.
        // Wait for a fresh goals list so we don't register metrics the user has since removed.
        print("[Health] launch: deferring observer registration until goals are fetched")
        goals.refreshFromServer { [health] result in
            if case .success(let list) = result {
                health.registerObservers(for: list.compactMap(\.healthMetric))
            }
        }
        return true
    }

    private static var registered = false
    /// BGTaskScheduler rejects a second registration for the same identifier in one process.
    static func registerBackgroundTasksOnce() {
        guard !registered else { return }
        registered = true
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.stridekeep.app.goal-refresh", using: nil) { task in
            GoalRefresh.handle(task as! BGAppRefreshTask)
        }
        Diagnostics.record("com.stridekeep.app.goal-refresh", .appRefresh, .registration, ok ? .succeeded : .failed)
    }

    // Badge refresh on the legacy background-fetch path (kept for the widget badge count).
    // Needs: `fetch` in UIBackgroundModes, this delegate method, and a minimum fetch interval.
    func application(_ application: UIApplication,
                     performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        BadgeRefresh.run(completion: completionHandler)
    }
}
