import UIKit
import FernwoodCore

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let environment = AppEnvironment.live()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundTasks.registerAll(
            makeJob: { [environment] in BadgeRefreshJob(sync: environment.sync, badge: environment.badge) },
            makeDigest: { [environment] in WeeklyDigestJob(store: environment.store) })
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        BackgroundTasks.scheduleRefresh()
    }
}
