import BackgroundTasks
import Crashlytics
import Fabric
import SkerryKit
import UIKit

@UIApplicationMain
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Fabric.with([Crashlytics.self])

        BGTaskScheduler.shared.register(forTaskWithIdentifier: LogbookBackupJob.taskIdentifier, using: nil) { task in
            let job = LogbookBackupJob(store: .shared, uploader: ICloudDriveUploader())
            let work = Task {
                let ok = (try? await job.run()) != nil
                task.setTaskCompleted(success: ok)
            }
            task.expirationHandler = { work.cancel() }
        }
        return true
    }
}
