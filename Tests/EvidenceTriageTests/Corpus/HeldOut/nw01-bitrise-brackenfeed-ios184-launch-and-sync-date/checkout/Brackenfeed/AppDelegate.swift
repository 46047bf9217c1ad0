import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let sync = FeedSyncManager(store: .shared)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: FeedSyncManager.refreshIdentifier,
                                                 using: nil) { [sync] task in
            sync.handle(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.registration(FeedSyncManager.refreshIdentifier, kind: .appRefresh, succeeded: ok)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        do {
            try sync.scheduleRefresh()
            DiagnosticRecorder.shared.submission(FeedSyncManager.refreshIdentifier, kind: .appRefresh, error: nil)
        } catch {
            DiagnosticRecorder.shared.submission(FeedSyncManager.refreshIdentifier, kind: .appRefresh, error: error)
        }
    }
}
