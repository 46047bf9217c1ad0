import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UsageRefreshTask.register()   // com.brightmeter.app.usage-refresh (BGAppRefreshTask)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        UsageRefreshTask.schedule()
    }
}
