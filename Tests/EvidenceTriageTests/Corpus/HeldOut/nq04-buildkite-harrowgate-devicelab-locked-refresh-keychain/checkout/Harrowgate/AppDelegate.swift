import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let refreshJob = TokenRefreshJob()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: TokenRefreshJob.identifier, using: nil) { task in
            self.refreshJob.handle(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(TokenRefreshJob.identifier, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
        return true
    }
}
