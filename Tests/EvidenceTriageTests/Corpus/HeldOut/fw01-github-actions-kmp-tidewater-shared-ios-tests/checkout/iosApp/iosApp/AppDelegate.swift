import UIKit
import Shared

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        TidewaterGraph.shared.start()
        // BGTaskScheduler handlers must be registered before this method returns.
        TidewaterGraph.shared.iosTaskScheduler.registerAll()
        return true
    }
}
