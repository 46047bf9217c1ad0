import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let sessionClient = SessionClient(application: UIApplication.shared)

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.pinwheel.app.sync", using: nil) { task in
            SyncJob.shared.run(task as! BGAppRefreshTask)
        }
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        sessionClient.applicationDidEnterBackground()
        SyncJob.shared.scheduleNext()
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        sessionClient.applicationWillEnterForeground()
    }
}
