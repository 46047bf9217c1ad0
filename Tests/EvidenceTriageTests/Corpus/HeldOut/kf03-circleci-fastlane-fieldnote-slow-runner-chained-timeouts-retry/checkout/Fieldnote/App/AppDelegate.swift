import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundTasksCoordinator.shared.registerAll()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        BackgroundTasksCoordinator.shared.scheduleNightlySync()
    }
}
