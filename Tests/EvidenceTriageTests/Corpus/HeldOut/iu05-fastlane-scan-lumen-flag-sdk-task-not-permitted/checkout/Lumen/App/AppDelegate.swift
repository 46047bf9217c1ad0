import BackgroundTasks
import BeaconFlags
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        HeadlinesRefresh.register()
        FlagsBootstrap.start()
        return true
    }
}
