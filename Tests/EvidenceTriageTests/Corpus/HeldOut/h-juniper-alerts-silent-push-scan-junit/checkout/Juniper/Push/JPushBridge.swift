import UIKit

/// Thin copy of the capacitor-plugin-jpush delegate hooks (pinned 3.0.0).
final class JPushBridge {
    let listener: PushListener
    init(listener: PushListener) { self.listener = listener }

    func application(_ app: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completion: @escaping (UIBackgroundFetchResult) -> Void) {
        guard let aps = userInfo["aps"] as? [String: Any], aps["alert"] != nil else {
            completion(.noData)   // silent pushes never reach JS in 3.0.0
            return
        }
        listener.emit(name: "notificationReceived", payload: userInfo)
        completion(.newData)
    }
}
