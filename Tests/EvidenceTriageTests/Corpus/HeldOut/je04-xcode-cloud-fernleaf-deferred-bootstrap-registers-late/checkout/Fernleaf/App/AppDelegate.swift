import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Unit tests drive bootstrap themselves.
        guard ProcessInfo.processInfo.environment["XCTestConfigurationFilePath"] == nil else { return true }

        // FL-902: when iOS launches us in the background before first unlock, the Core Data store
        // cannot be opened yet (NSFileProtection), so everything that touches it waits for protected data.
        LaunchGate.shared.whenProtectedDataAvailable {
            AppServices.bootstrap()
        }
        return true
    }
}
