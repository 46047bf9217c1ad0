import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let services = AppServices()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundTasks.registerAll { [services] in
            FeedRefreshJob(client: services.feedClient, store: services.articleStore)
        }
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        BackgroundTasks.scheduleRefresh()
    }
}
