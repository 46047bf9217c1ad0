import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let feedRefreshID = "com.larkspurnews.app.feed-refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.feedRefreshID, using: nil) { task in
            FeedRefreshTask.handle(task as! BGAppRefreshTask)
        }
        Log.bg.info("[BG] registered \(Self.feedRefreshID, privacy: .public): \(ok)")
        DiagnosticsRecorder.shared.record(identifier: Self.feedRefreshID, kind: .appRefresh,
                                          phase: .registration, outcome: ok ? .succeeded : .failed)
        return true
    }
}
