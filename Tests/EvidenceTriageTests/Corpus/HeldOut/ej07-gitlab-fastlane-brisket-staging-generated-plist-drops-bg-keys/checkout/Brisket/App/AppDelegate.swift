import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static private(set) var registeredTaskIdentifiers: Set<String> = []

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        if BGTaskScheduler.shared.register(forTaskWithIdentifier: PantryRefresh.identifier, using: nil, launchHandler: PantryRefresh.handle) {
            Self.registeredTaskIdentifiers.insert(PantryRefresh.identifier)
        }
        return true
    }
}
