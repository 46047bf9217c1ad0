import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        WorkoutUploadTask.register()
        FeedRefreshTask.register()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        WorkoutUploadTask.scheduleIfNeeded()
        FeedRefreshTask.schedule()
    }
}
