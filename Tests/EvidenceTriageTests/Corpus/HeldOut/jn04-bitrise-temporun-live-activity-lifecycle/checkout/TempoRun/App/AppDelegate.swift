import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        DiagnosticsRecorder.shared.record(identifier: RenewalScheduler.identifier, kind: .appRefresh, phase: .registration) {
            BGTaskScheduler.shared.register(forTaskWithIdentifier: RenewalScheduler.identifier, using: nil) { task in
                RenewalScheduler.shared.handle(task as! BGAppRefreshTask)
            }
        }
        return true
    }
}
