import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: BackgroundTaskID.sessionRefresh, using: nil) { task in
            SessionRefreshHandler(store: KeychainCredentialStore(), api: .live(session: .shared)).handle(task as! BGAppRefreshTask)
        }
        NSLog("[Keymint] registered %@: %@", BackgroundTaskID.sessionRefresh, ok ? "yes" : "no")
        DiagnosticsRecorder.shared.record(identifier: BackgroundTaskID.sessionRefresh, kind: .appRefresh, phase: .registration,
                                          outcome: ok ? .succeeded : .failed, errorType: nil)
        return true
    }
}
