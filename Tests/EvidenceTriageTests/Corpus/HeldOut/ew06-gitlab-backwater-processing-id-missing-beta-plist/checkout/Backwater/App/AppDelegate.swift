import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundTasks.registerAll(feeds: FeedRefreshService.shared, downloads: DownloadStore.shared)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        try? BackgroundTasks.submitRefresh()
        try? BackgroundTasks.submitFeedProcessing()
    }
}
