import UIKit

extension AppDelegate {
    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        guard (userInfo["aps"] as? [String: Any])?["content-available"] as? Int == 1 else {
            completionHandler(.noData)
            return
        }
        Log.push.info("content-available push received; refreshing feeds")
        FeedRefresher.shared.refreshAll(reason: .push) { changed in
            completionHandler(changed ? .newData : .noData)
        }
    }
}
