import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let taskRegistry = TaskRegistry()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        taskRegistry.registerAll()
        return true
    }
}
