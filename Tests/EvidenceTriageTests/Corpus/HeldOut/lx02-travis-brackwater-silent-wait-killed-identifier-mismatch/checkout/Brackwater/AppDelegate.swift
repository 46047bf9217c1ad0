import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let tideAlerts = TideAlertService()
    let moorings = MooringSyncService()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        TideAlertRefresh.register { [tideAlerts] task in tideAlerts.handle(task) }
        moorings.registerProcessingTask()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        TideAlertRefresh.schedule()
        moorings.scheduleNightly()
    }
}
