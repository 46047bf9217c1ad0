import UIKit
import TSBackgroundFetch

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // TSBackgroundFetch registers the permitted identifiers it owns here
        TSBackgroundFetch.sharedInstance().didFinishLaunching()
        return true
    }
}
