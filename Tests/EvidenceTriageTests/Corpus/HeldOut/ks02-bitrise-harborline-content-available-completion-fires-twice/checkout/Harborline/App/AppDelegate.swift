import UIKit
import BackgroundTasks

@main final class AppDelegate: UIResponder, UIApplicationDelegate {
    let router = SilentPushRouter(timetable: TimetableSync.shared)

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.harborline.app.timetable-refresh", using: nil) { task in
            TimetableSync.shared.run(task as! BGAppRefreshTask)
        }
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        router.handle(userInfo, completion: completionHandler)
    }
}
