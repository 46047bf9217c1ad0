import BackgroundTasks
import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private lazy var inboxSync = InboxSync.live

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: InboxSync.refreshTaskIdentifier, using: nil) { [inboxSync] task in
            inboxSync.handleRefresh(task as! BGAppRefreshTask)
        }
        application.registerForRemoteNotifications()
        return true
    }

    /// New-issue pushes arrive as `content-available: 1` so the issue is
    /// downloaded before the user opens the app.
    func application(
        _ application: UIApplication,
        didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        Task {
            let result = await inboxSync.syncForPush(userInfo)
            completionHandler(result)
        }
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        PushRegistration.shared.update(token: deviceToken)
    }
}
