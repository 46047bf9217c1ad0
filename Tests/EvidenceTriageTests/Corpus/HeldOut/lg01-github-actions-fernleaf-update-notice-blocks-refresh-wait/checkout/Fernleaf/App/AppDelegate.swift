import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let refreshJob = FeedRefreshJob(client: HTTPFeedClient(), store: SQLiteFeedStore.shared)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundTasks.registerAll(job: refreshJob)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        BackgroundTasks.scheduleRefresh()
    }
}
