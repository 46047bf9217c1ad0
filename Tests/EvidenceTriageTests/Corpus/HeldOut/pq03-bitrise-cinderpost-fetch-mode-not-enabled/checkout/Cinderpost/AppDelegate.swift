import UIKit

@UIApplicationMain
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Diagnostics.start()
        EventRefreshScheduler.shared.register()
        UNUserNotificationCenter.current().delegate = NotificationRouter.shared
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        try? EventRefreshScheduler.shared.schedule()
    }
}
