import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private(set) var registeredTaskIDs: Set<String> = []

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        register(BackgroundIdentifiers.notificationsSync, kind: .appRefresh) { task in
            NotificationsSyncTask.run(task as! BGAppRefreshTask)
        }
        register(BackgroundIdentifiers.mediaCleanup, kind: .processing) { task in
            MediaCleanupTask.run(task as! BGProcessingTask)
        }
        application.setMinimumBackgroundFetchInterval(UIApplication.backgroundFetchIntervalMinimum)
        return true
    }

    private func register(_ id: String, kind: Evidence.Kind, handler: @escaping (BGTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: .main, launchHandler: handler)
        if ok { registeredTaskIDs.insert(id) }
        Evidence.record(id, kind, .registration, ok ? .succeeded : .failed)
    }

    func application(_ application: UIApplication,
                     performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        guard let reader = ReaderCoordinator.shared.streamController else { return completionHandler(.noData) }
        reader.backgroundFetch(completionHandler)
    }
}
