import BackgroundTasks
import FeedwellKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let refreshHandler = FeedRefreshTaskHandler(accountManager: .shared)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: FeedRefreshTaskHandler.identifier, using: nil) { task in
            self.refreshHandler.handle(task as! BGAppRefreshTask)
        }
        BackgroundDiagnostics.shared.record(FeedRefreshTaskHandler.identifier, .appRefresh, .registration, .succeeded)
        NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification,
                                               object: nil, queue: .main) { _ in
            self.refreshHandler.scheduleAppRefresh()
        }
        return true
    }
}
