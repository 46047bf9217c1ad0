import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let sync = InboxSync.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UNUserNotificationCenter.current().delegate = NotificationRouter.shared
        application.registerForRemoteNotifications()
        TernLog.app.info("launch options: \(launchOptions?.keys.map(\.rawValue) ?? [])")
        return true
    }

    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        TernLog.push.info("content-available push received, state=\(application.applicationState.rawValue)")
        sync.pullLatest(reason: .silentPush) { changed in
            DebugMarker.write("silent-sync", value: changed ? "changed" : "nochange")
            completionHandler(changed ? .newData : .noData)
        }
    }
}
