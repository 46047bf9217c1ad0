import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundSync.register(bot: Bot.shared)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        BackgroundSync.scheduleLongSync()
    }
}
