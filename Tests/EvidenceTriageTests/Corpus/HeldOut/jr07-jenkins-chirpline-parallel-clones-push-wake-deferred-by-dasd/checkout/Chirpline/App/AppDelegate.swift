import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        InboxRefresh.shared.register()          // com.chirpline.app.inbox-refresh (BGAppRefreshTask)
        application.registerForRemoteNotifications()
        return true
    }

    // Silent (content-available) pushes: refresh the inbox and update the badge.
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        NSLog("[Chirpline] silent push received: %@", String(describing: userInfo["inbox"] ?? "-"))
        InboxStore.shared.sync { changed in
            UNUserNotificationCenter.current().setBadgeCount(InboxStore.shared.unreadCount)
            completionHandler(changed ? .newData : .noData)
        }
    }
}
