import UIKit
import shared

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let graph = SharedGraph.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        graph.refreshScheduler.register()   // before launch finishes
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        graph.refreshScheduler.schedule()
    }
}
