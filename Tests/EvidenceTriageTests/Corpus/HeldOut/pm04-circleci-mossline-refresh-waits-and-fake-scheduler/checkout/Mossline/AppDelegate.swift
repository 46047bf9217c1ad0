import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static var onRefreshHandled: (() -> Void)?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: SyncScheduler.refreshID, using: nil) { task in
            BackgroundSync.handle(task as! BGAppRefreshTask)
            Self.onRefreshHandled?()
        }
        DiagnosticRecorder.shared.record(SyncScheduler.refreshID, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
        return true
    }
}
