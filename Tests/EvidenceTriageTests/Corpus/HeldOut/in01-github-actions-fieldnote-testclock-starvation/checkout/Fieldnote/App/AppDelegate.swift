import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let feedRefresh = FeedRefreshScheduler(identifier: FeedRefreshScheduler.identifier)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Must happen before launch finishes; the handler owns completion and expiration.
        feedRefresh.register()

        NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification,
                                               object: nil, queue: .main) { [feedRefresh] _ in
            feedRefresh.submit()
        }
        return true
    }
}
