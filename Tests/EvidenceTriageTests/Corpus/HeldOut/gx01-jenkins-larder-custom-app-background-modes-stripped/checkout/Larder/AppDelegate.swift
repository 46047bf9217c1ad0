import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let syncJob = TaskListSyncJob(api: .shared, store: .shared)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        TaskListRefresh.register(job: syncJob)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        TaskListRefresh.schedule()
    }
}
