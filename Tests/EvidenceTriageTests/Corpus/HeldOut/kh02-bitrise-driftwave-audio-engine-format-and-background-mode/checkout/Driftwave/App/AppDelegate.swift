import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let feedRefreshID = "com.driftwave.app.feed-refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.feedRefreshID, using: nil) { task in
            FeedRefresher.shared.handle(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(identifier: Self.feedRefreshID, kind: .appRefresh,
                                          phase: .registration, succeeded: ok)
        FeedRefresher.shared.scheduleNext()
        return true
    }
}
