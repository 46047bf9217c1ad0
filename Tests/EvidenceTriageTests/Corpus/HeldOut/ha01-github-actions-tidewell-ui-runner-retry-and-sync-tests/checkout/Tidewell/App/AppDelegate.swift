import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundSyncScheduler.shared.registerTasks()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        BackgroundSyncScheduler.shared.scheduleHealthSync()
    }
}
