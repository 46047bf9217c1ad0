import BackgroundTasks
import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let inboxRefreshID = "com.tandemchat.app.inbox-refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        DiagnosticsRecorder.shared.record(identifier: Self.inboxRefreshID, kind: .appRefresh, phase: .registration) {
            BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.inboxRefreshID, using: nil) { task in
                InboxRefreshJob.run(task as! BGAppRefreshTask)
            }
        }
        UNUserNotificationCenter.current().delegate = NotificationRouter.shared
        application.registerForRemoteNotifications()
        return true
    }

    /// content-available pushes (read receipts, deletions) arrive here; alerts go through the NSE.
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        SilentPushRouter.shared.handle(userInfo, completion: completionHandler)
    }
}
