import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let environment = AppEnvironment.live()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundTasks.registerAll(housekeeping: environment.housekeepingJob, feed: environment.feedRefreshJob)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        try? BackgroundTasks.submitFeedRefresh()
        try? BackgroundTasks.submitHousekeeping()
    }
}
