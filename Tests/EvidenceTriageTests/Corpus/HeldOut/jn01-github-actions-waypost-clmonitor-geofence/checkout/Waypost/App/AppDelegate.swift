import BackgroundTasks
import CoreLocation
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let routeRefreshID = "com.waypost.driver.route-refresh"
    let geofences = GeofenceCoordinator()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        DiagnosticsRecorder.shared.record(identifier: Self.routeRefreshID, kind: .appRefresh, phase: .registration) {
            BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.routeRefreshID, using: nil) { task in
                RouteRefreshJob.run(task as! BGAppRefreshTask)
            }
        }
        // CLMonitor events after a background relaunch are only delivered while a
        // CLServiceSession is held; the coordinator opens it before re-adding fences.
        geofences.start()
        return true
    }
}
