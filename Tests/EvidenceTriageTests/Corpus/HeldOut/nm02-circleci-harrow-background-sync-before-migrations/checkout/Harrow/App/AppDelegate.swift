import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: BackgroundSync.identifier, using: nil) { task in
            AppLaunchCoordinator.shared.handleBackgroundLaunch(task: task)
        }
        DiagnosticRecorder.shared.record(BackgroundSync.identifier, kind: .appRefresh, phase: .registration,
                                         outcome: ok ? .succeeded : .failed)
        return true
    }
}
