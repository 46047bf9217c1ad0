import UIKit
import BackgroundTasks

final class ThimbleAppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.thimbleworks.thimble.restock-refresh", using: nil) { task in
            RestockRefresh.handle(task as! BGAppRefreshTask)
        }
        return true
    }
}
