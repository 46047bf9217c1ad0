import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    lazy var profile = BrowserProfile(localName: "profile")
    lazy var backgroundSync = BackgroundSyncTask(profile: profile)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: BackgroundSyncTask.identifier, using: nil) { task in
            self.backgroundSync.handle(task as! BGProcessingTask)
        }
        TaskDiagnostics.shared.record(BackgroundSyncTask.identifier, .processing, .registration, ok ? .succeeded : .failed)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        backgroundSync.schedule()
    }
}
