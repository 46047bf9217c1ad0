import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: MeterSyncJob.identifier, using: nil) { task in
            MeterSyncJob.live.handle(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(MeterSyncJob.identifier, kind: .appRefresh, phase: .registration, ok: ok)
        return true
    }
}
