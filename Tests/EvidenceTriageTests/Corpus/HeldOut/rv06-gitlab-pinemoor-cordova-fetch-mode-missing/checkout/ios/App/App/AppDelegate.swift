import UIKit
import Capacitor
import TSBackgroundFetch

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Registers com.transistorsoft.fetch (default fetch) and any scheduleTask identifiers.
        TSBackgroundFetch.sharedInstance().didFinishLaunching()
        PinemoorDiagnostics.shared.recordRegistrations()
        return true
    }
}
