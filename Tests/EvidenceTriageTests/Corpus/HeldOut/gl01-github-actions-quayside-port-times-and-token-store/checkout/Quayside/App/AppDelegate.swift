import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        TimetableRefreshTask.register { TimetableRefreshJob(store: SessionTokenStore(), cache: .shared) }
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        TimetableRefreshTask.schedule()
    }
}
