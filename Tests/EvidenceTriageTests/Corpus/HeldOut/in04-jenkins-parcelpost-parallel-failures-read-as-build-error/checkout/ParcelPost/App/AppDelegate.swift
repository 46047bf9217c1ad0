import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: TrackingRefreshJob.identifier, using: nil) { task in
            TrackingRefreshJob.live.handle(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(TrackingRefreshJob.identifier, kind: .appRefresh, phase: .registration, ok: ok)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        TrackingRefreshJob.scheduleNext()
    }
}
