import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: TideAlertScheduler.identifier, using: nil) { task in
            TideAlertRefresher.shared.handle(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(TideAlertScheduler.identifier, kind: .appRefresh, phase: .registration, ok: ok)
        return true
    }
}
