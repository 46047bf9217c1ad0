import BackgroundTasks
import SkylarkShared
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let feedRefreshTaskId = "com.skylark.reader.feed-refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // using: nil -> the launch handler runs on a background queue owned by BGTaskScheduler.
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.feedRefreshTaskId, using: nil) { task in
            BackgroundRefresh.shared.handle(task: task as! BGAppRefreshTask)
        }
        Diagnostics.record(Self.feedRefreshTaskId, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
        return true
    }
}
