import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        LibraryRefresh.shared.register()
        RemoteCommands.shared.install()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        LibraryRefresh.shared.schedule()
    }
}
