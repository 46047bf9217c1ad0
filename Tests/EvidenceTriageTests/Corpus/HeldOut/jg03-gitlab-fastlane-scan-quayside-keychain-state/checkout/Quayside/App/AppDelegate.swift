import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Read (or create) the device identity once and keep it for the session.
        Session.shared.deviceIdentity = try? DeviceIdentityBridge().currentIdentity()
        return true
    }
}
