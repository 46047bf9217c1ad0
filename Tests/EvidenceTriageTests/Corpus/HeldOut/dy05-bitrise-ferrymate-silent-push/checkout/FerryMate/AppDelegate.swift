import UIKit
import BackgroundTasks

final class AppDelegate: NSObject, UIApplicationDelegate {
    let inbox = InboxPushHandler(application: UIApplication.shared, fetcher: InboxFetcher.live)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "app.ferrymate.ios.timetable-refresh", using: nil) { task in
            TimetableRefreshJob.shared.handle(task as! BGAppRefreshTask)
        }
        application.registerForRemoteNotifications()
        return true
    }

    /// Silent pushes ({"aps":{"content-available":1},"inbox":…}) from the crossing-alerts
    /// service tell the app to pull the inbox (cancellations, delays) before the user opens it.
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        inbox.handle(userInfo: userInfo, completion: completionHandler)
    }
}
