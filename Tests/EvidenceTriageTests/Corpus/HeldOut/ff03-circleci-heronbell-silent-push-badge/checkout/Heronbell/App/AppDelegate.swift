//
//  AppDelegate.swift
//  Heronbell
//

import UIKit
import UserNotifications

final class AppDelegate: NSObject, UIApplicationDelegate {
    let sync = SyncEngine.shared
    let unread = UnreadCountPublisher()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        application.registerForRemoteNotifications()
        return true
    }

    /// Data-only pushes ("content-available": 1). iOS decides whether and when
    /// to wake the app for these; we get ~30 s and must call the handler.
    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        guard let payload = try? PushPayload.decode(userInfo: userInfo) else {
            completionHandler(.noData)
            return
        }
        Task {
            let total = await sync.refresh(channel: payload.channel)
            unread.syncDidFinish(total: total)
            try? await UNUserNotificationCenter.current().setBadgeCount(total)
            completionHandler(.newData)
        }
    }
}
