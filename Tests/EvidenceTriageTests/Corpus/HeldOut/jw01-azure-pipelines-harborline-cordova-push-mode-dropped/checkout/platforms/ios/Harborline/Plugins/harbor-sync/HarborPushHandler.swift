import Foundation
import UIKit

extension Notification.Name {
    static let harborBerthSyncDidStart = Notification.Name("HarborBerthSyncDidStart")
}

/// Handles content-available pushes sent by the harbour office when a berth changes.
@objc final class HarborPushHandler: NSObject {
    @objc static let shared = HarborPushHandler()

    private(set) var lastDeviceToken: String?
    private let sync = BerthSync()

    @objc func didRegister(deviceToken: Data) {
        lastDeviceToken = deviceToken.map { String(format: "%02x", $0) }.joined()
        NSLog("[HarborPush] didRegisterForRemoteNotifications token=%@… (sandbox)",
              String(lastDeviceToken!.prefix(8)))
    }

    /// Called from -application:didReceiveRemoteNotification:fetchCompletionHandler:
    /// (AppDelegate+HarborSync.m). iOS only calls it for content-available pushes when
    /// the app declares the "remote-notification" background mode.
    @objc func handleRemoteNotification(_ userInfo: [AnyHashable: Any],
                                        completion: @escaping (UIBackgroundFetchResult) -> Void) {
        guard let berth = userInfo["berth-sync"] as? String else {
            completion(.noData)
            return
        }
        NotificationCenter.default.post(name: .harborBerthSyncDidStart, object: nil,
                                        userInfo: ["trigger": "silent-push", "berth": berth])
        sync.run(berth: berth) { changed in completion(changed ? .newData : .noData) }
    }
}
