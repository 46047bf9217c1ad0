import UIKit
import os

extension AppDelegate {
    private static let log = Logger(subsystem: "com.larkspur.mail", category: "push")

    func application(_ application: UIApplication,
                     didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        let hex = deviceToken.map { String(format: "%02x", $0) }.joined()
        DebugStore.shared.set(hex, for: "apnsToken")
        Self.log.info("Registered for remote notifications")
    }

    /// Called for content-available pushes. Requires `remote-notification` in UIBackgroundModes
    /// for the system to launch or resume the app in the background.
    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        Self.log.info("didReceiveRemoteNotification mailbox=\(userInfo["mailbox"] as? String ?? "-", privacy: .public)")
        Task {
            let result = await InboxSync.shared.run(reason: .silentPush)
            if let seq = userInfo["seq"] as? Int { DebugStore.shared.set(String(seq), for: "lastPushSyncSeq") }
            completionHandler(result.fetchResult)
        }
    }
}

