import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let store = PersistentStore(model: .quarryCurrent, directory: .applicationSupportDirectory)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        MaintenanceScheduler.shared.register()
        store.load()
        return true
    }
}
