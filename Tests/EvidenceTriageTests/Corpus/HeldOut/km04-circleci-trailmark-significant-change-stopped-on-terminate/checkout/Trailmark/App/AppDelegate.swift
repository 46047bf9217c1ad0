import os
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let tracker = LocationTracker()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        if launchOptions?[.location] != nil {
            Logger.lifecycle.info("didFinishLaunching (launchOptions: location) - relaunched by Core Location")
        } else {
            Logger.lifecycle.info("didFinishLaunching (launchOptions: none)")
        }
        // Must be restarted on every launch, including background relaunches.
        tracker.startSignificantChanges()
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) {
        tracker.prepareForTermination()
    }
}
