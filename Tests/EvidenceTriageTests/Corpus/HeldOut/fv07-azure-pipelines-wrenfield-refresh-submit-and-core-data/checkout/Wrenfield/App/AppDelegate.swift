import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let persistence = PersistenceController.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        FeedRefreshScheduler.shared.registerHandler(persistence: persistence)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        FeedRefreshScheduler.shared.scheduleFeedRefresh()
    }
}
