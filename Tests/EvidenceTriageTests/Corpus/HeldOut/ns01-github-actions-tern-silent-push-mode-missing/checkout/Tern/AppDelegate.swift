import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let feedSync = FeedSyncCoordinator()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        Log.push.info("silent push received: \(userInfo.keys.count) keys")
        feedSync.runBackgroundSync(trigger: .silentPush, completion: completionHandler)
    }
}
