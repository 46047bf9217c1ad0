import UIKit

extension AppDelegate {
    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        guard userInfo["aps"].flatMap({ ($0 as? [String: Any])?["content-available"] as? Int }) == 1 else {
            completionHandler(.noData)
            return
        }
        inboxSync.run(reason: .silentPush) { changed in
            completionHandler(changed ? .newData : .noData)
        }
    }
}
