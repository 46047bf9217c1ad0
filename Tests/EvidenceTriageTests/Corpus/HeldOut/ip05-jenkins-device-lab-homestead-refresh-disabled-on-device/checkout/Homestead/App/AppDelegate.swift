import BackgroundTasks
import HomesteadKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let background = BackgroundTasksController(environment: .live)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        background.registerAll()
        Log.background.info("backgroundRefreshStatus=\(application.backgroundRefreshStatus.logDescription)")
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        background.scheduleSensorRefresh()
        background.scheduleHistoryCompactionIfNeeded()
    }
}
