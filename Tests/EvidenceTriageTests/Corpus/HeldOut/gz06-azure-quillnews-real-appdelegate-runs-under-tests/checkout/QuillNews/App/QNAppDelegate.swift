import BackgroundTasks
import UIKit

@objc(QNAppDelegate)
final class QNAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        NSLog("[QNAppDelegate] didFinishLaunching")
        BackgroundTaskRegistrar.registerAll(scheduler: BGTaskScheduler.shared)
        let store = FeedStore.shared
        if store.isEmpty {
            let seeded = StarterFeed.seed(into: store)
            NSLog("[QNAppDelegate] seeded starter feed with %ld articles", seeded)
        }
        Analytics.shared.start()
        BackgroundTaskRegistrar.scheduleFeedRefresh(scheduler: BGTaskScheduler.shared)
        return true
    }
}
