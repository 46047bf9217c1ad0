import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let feedRefreshID = "com.tidewell.app.feed-refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.feedRefreshID, using: nil) { task in
            FeedRefreshCoordinator.shared.handle(task as! BGAppRefreshTask)
        }
        EvidenceRecorder.shared.record(identifier: Self.feedRefreshID, kind: .appRefresh,
                                       phase: .registration, outcome: ok ? .succeeded : .failed)
        try? PlayerEngine.shared.configureSession()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        FeedRefreshCoordinator.shared.scheduleNext()   // submits BGAppRefreshTaskRequest, records submission
    }
}
