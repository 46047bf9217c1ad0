import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        ReminderRefresh.shared.register()
        return true
    }

    func sceneDidEnterBackground() {
        try? ReminderRefresh.shared.schedule()
    }
}
