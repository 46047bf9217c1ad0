import BackgroundTasks
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let backupTask = "com.lumenpod.app.backup"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.backupTask, using: nil) { task in
            BackupTaskRunner.shared.run(task as! BGProcessingTask)
        }
        return true
    }
}
