import UIKit
import UserNotifications
import BackgroundTasks
import os

final class AppDelegate: NSObject, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    private let log = Logger(subsystem: "com.lumenfold.parcelpost", category: "push")
    var refresher: TrackingRefreshing = TrackingRefresher.live

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        BackgroundRefresh.register(refresher: refresher)
        UNUserNotificationCenter.current().delegate = self
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication,
                     didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        log.info("registered for remote notifications (\(deviceToken.count) bytes)")
        PushTokenStore.shared.save(deviceToken)
    }

    // Background (content-available) pushes land here.
    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        log.info("background push received")
        Task {
            let changed = await refresher.refresh(reason: .push(Self.kind(userInfo)))
            MarkerFile(appGroup: "group.com.lumenfold.parcelpost", name: "last-background-refresh").touch()
            completionHandler(changed ? .newData : .noData)
        }
    }

    // Foreground presentation of user-visible pushes. Since 4.12 this also
    // refreshes, so a push that carries both an alert and content-available
    // refreshes here AND in the fetch handler above.
    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
        let userInfo = notification.request.content.userInfo
        _ = await refresher.refresh(reason: .push(Self.kind(userInfo)))
        return [.banner, .list]
    }

    static func kind(_ userInfo: [AnyHashable: Any]) -> String {
        (userInfo["pp"] as? [String: Any])?["kind"] as? String ?? "unknown"
    }
}
