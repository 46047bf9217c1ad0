import UIKit
import BackgroundTasks

@main final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.quarry.app.backup-processing", using: nil) { task in
            BackupJob.shared.run(task as! BGProcessingTask)
        }
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        BackupJob.shared.startFromPush { completionHandler($0 ? .newData : .noData) }
    }
}
