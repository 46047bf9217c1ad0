import UIKit
import BackgroundTasks
import ReelboxKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: "app.reelbox.library-refresh", using: nil) { task in
            BackgroundRefresh.handle(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.registration("app.reelbox.library-refresh", kind: .appRefresh, succeeded: ok)
        return true
    }
}
