import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        FeedRefreshScheduler.register()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        FeedRefreshScheduler.schedule()
    }
}
