import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundTasksRegistry.registerAll()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        RoomsRefresh.schedule()
        AttachmentCleanup.scheduleIfNeeded()
    }
}
