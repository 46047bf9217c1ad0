import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: "org.pagewise.reader.feed-refresh", using: nil) { task in
            FeedRefresh.shared.handle(task as! BGAppRefreshTask)
        }
        DiagnosticsLog.record("org.pagewise.reader.feed-refresh", .appRefresh, .registration, ok ? .succeeded : .failed)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        FeedRefresh.shared.schedule()
        AppEnvironment.current.legacyConverter.start()
    }
}
