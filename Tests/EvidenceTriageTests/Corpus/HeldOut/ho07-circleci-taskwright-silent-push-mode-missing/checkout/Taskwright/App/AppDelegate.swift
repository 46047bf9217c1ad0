import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundRefreshScheduler.register()
        BackgroundArchiveScheduler.register()
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication,
                     didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        PushTokenUploader.shared.upload(deviceToken)
    }

    /// Silent push (content-available: 1) sent by the server when a teammate
    /// assigns a task. Needs `remote-notification` in UIBackgroundModes.
    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        guard let payload = TaskAssignmentPayload(userInfo: userInfo) else {
            completionHandler(.noData)
            return
        }
        Task {
            let changed = await RefreshCoordinator.shared.apply(payload)
            completionHandler(changed ? .newData : .noData)
        }
    }
}
