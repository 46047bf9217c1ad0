import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Journal sync still rides on classic background fetch; photo indexing moved to BGProcessingTask in 6.0.
        application.setMinimumBackgroundFetchInterval(UIApplication.backgroundFetchIntervalMinimum)
        PhotoIndexTask.register()
        return true
    }

    func application(_ application: UIApplication,
                     performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        JournalSync.shared.run { result in
            completionHandler(result)
        }
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        PhotoIndexTask.schedule()
    }
}
