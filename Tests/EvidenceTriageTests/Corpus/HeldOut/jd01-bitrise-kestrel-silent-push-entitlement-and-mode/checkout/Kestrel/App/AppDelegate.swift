import BackgroundTasks
import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let pushRegistrar = PushRegistrar.shared
    let pushRouter = PushRouter(feed: FeedStore.shared, badges: BadgeCounter.shared)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundJobs.registerAll()                 // feed-refresh (app refresh) + media-prune (processing)
        UNUserNotificationCenter.current().delegate = NotificationPresenter.shared
        application.registerForRemoteNotifications() // silent pushes keep the sighting feed fresh
        return true
    }

    // MARK: - Remote notifications

    func application(_ application: UIApplication,
                     didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        pushRegistrar.didRegister(token: deviceToken)
    }

    func application(_ application: UIApplication,
                     didFailToRegisterForRemoteNotificationsWithError error: Error) {
        pushRegistrar.didFail(error: error)
    }

    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        KestrelLog.push.info("didReceiveRemoteNotification type=\(userInfo["type"] as? String ?? "?", privacy: .public)")
        pushRouter.handle(userInfo, completion: completionHandler)
    }
}
