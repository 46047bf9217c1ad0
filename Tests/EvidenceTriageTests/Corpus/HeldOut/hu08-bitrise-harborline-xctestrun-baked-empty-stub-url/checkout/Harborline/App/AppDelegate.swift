import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let refreshIdentifier = "com.harborline.app.timetable-refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshIdentifier, using: nil) { task in
            let refresh = task as! BGAppRefreshTask
            let work = Task { refresh.setTaskCompleted(success: await TimetableRefreshJob.live.run()) }
            refresh.expirationHandler = { work.cancel() }
        }
        NSLog("[Harborline] BG register %@ -> %@ offline=%@", Self.refreshIdentifier, ok ? "true" : "false",
              LaunchOptions.forceOffline ? "YES" : "NO")
        Evidence.record(Self.refreshIdentifier, kind: "appRefresh", phase: "registration",
                        outcome: ok ? "succeeded" : "failed")
        return true
    }
}
