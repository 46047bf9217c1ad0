import BackgroundTasks
import UIKit
import UserNotifications

final class AppDelegate: NSObject, UIApplicationDelegate {
    var pushRouter = PushRouter.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        BoardRefreshTask.register()
        UNUserNotificationCenter.current().delegate = pushRouter
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        pushRouter.updateToken(deviceToken)
    }

    // Silent "board changed" pushes (content-available: 1) refresh the departure board
    // while the app is in the background. Re-enabled in #203 after the move to
    // UNUserNotificationCenter; PushRouter still owns the payload parsing.
    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        FLLog.push("didReceiveRemoteNotification route=\(userInfo["route"] ?? "-")")
        pushRouter.handleRemoteNotification(userInfo)
    }
}
