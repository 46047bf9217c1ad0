import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundTaskRegistry.shared.registerRelayRefresh()
        BackgroundTaskRegistry.shared.registerAddressCacheUpdate()
        // FW-412: key rotation is only needed once a device key exists, so its handler is now
        // registered by TunnelManager when the first tunnel connects (see TunnelManager.start()).
        TunnelManager.shared.loadConfiguration()
        return true
    }
}
