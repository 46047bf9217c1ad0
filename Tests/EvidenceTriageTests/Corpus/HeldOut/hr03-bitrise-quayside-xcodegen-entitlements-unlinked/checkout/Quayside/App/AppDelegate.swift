import BackgroundTasks
import UIKit
import os

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private let log = Logger(subsystem: "com.quaysidemail.app", category: "Push")
    let push = PushRegistrar.shared

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        BackgroundTasks.registerAll()
        push.register(application)
        return true
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        push.didRegister(token: deviceToken)
    }

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {
        log.error("didFailToRegisterForRemoteNotificationsWithError: \(String(describing: error), privacy: .public)")
        push.didFail(error)
    }

    /// Silent pushes (content-available) carry new-message hints; the refresh itself runs through InboxSyncJob.
    func application(
        _ application: UIApplication,
        didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        Task {
            let stored = await InboxSyncJob.live.ingestPushHint(userInfo)
            completionHandler(stored ? .newData : .noData)
        }
    }
}
