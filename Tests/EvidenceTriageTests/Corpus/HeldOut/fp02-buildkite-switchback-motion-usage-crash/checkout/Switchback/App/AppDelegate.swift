import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let syncTaskIdentifier = "com.switchbackapp.trips.sync"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.syncTaskIdentifier, using: nil) { task in
            TripSyncTask.handle(task as! BGAppRefreshTask)
        }
        NSLog("[Launch] sync task registered: %@", registered ? "yes" : "no")

        if ProcessInfo.processInfo.arguments.contains("-UITestResetState") {
            Settings.reset()
        }
        if ProcessInfo.processInfo.environment["UITEST_SIMULATE_LOCATION_LAUNCH"] == "1" {
            NSLog("[Launch] simulating relaunch for a location event")
        }

        // Relaunched for a significant-change event, or auto-detect already on: resume monitoring.
        if launchOptions?[.location] != nil || Settings.autoDetectTrips {
            TripDetector.shared.start()
        }
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        TripSyncTask.schedule()
    }
}
