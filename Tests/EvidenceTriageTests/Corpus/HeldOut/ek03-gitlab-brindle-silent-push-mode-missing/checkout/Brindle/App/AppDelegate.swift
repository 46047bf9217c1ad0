import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let inbox = InboxRefresher.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        guard (userInfo["aps"] as? [String: Any])?["content-available"] as? Int == 1 else {
            completionHandler(.noData); return
        }
        inbox.refresh(source: .silentPush) { changed in
            completionHandler(changed ? .newData : .noData)
        }
    }
}
