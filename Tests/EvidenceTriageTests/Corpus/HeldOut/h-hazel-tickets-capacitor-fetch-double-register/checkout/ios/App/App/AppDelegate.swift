import UIKit
import Capacitor
import BackgroundTasks
import TSBackgroundFetch

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        TSBackgroundFetch.sharedInstance().didFinishLaunching()   // registers every permitted identifier
        _ = registerTokenRefreshTask()
        return true
    }

    @discardableResult
    func registerTokenRefreshTask() -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "io.hazel.tickets.token-refresh", using: nil) { task in
            TokenRefresher.shared.run(task: task as! BGAppRefreshTask)
        }
    }
}
