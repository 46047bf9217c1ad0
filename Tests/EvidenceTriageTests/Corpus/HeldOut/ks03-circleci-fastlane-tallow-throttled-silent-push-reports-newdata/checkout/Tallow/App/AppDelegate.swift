import UIKit
import BackgroundTasks

@main final class AppDelegate: UIResponder, UIApplicationDelegate {
    let beacons = BeaconCoordinator(hub: HubClient.shared)

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.tallow.app.hub-refresh", using: nil) { task in
            HubRefresh.shared.run(task as! BGAppRefreshTask)
        }
        return true
    }

    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult {
        await beacons.handleSilentPush(userInfo) ? .newData : .failed
    }
}
