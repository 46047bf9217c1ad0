import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let conditionsRefresh = ConditionsRefreshScheduler()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: ConditionsRefreshScheduler.identifier,
                                                 using: nil) { task in
            self.conditionsRefresh.handle(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(identifier: ConditionsRefreshScheduler.identifier, kind: .appRefresh,
                                          phase: .registration, succeeded: ok, error: nil)
        NSLog("[Refresh] registered %@ -> %@", ConditionsRefreshScheduler.identifier, ok ? "true" : "false")
        Telemetry.start(app: application)
        return true
    }
}
