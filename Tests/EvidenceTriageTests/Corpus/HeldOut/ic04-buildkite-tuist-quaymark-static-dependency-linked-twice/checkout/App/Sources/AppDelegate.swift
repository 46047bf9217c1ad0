import BackgroundTasks
import SyncFeature
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: BerthSyncScheduler.identifier, using: nil) { task in
            SyncDiagnostics.record(BerthSyncScheduler.identifier, phase: .launch, outcome: .succeeded)
            BerthSyncTaskRunner.run(task as! BGAppRefreshTask)
        }
        SyncDiagnostics.record(BerthSyncScheduler.identifier, phase: .registration, outcome: ok ? .succeeded : .failed)
        return true
    }
}
