import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let trackingRefreshIdentifier = "com.parcelwise.app.tracking-refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.trackingRefreshIdentifier, using: nil) { task in
            TrackingRefresh.shared.handle(task as! BGAppRefreshTask)
        }
        NSLog("[Parcelwise] BG register %@ -> %@", Self.trackingRefreshIdentifier, ok ? "true" : "false")
        Evidence.record(Self.trackingRefreshIdentifier, kind: "appRefresh", phase: "registration",
                        outcome: ok ? "succeeded" : "failed")
        return true
    }
}
