import UIKit

/// Minimal scene-based host so SDK tests can run against the real UIApplication.
@main
final class HostAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
}
