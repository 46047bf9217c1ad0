import UIKit

/// application(_:didReceiveRemoteNotification:fetchCompletionHandler:) forwards here.
enum SilentPushHandler {
    static func handle(_ userInfo: [AnyHashable: Any], sync: InboxSync, completion: @escaping (UIBackgroundFetchResult) -> Void) {
        Task {
            let changed = await sync.pull()
            UserDefaults.standard.set(Date(), forKey: "lastPushSync")
            completion(changed ? .newData : .noData)
        }
    }
}
