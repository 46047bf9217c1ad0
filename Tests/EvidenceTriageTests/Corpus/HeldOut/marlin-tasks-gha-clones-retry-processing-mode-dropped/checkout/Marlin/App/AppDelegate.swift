import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Builds the URLSession (custom delegate, HTTP/3 enabled) before anything else runs.
        AppEnvironment.current = AppEnvironment(syncClient: SyncClient(session: .marlinDefault()))
        BGTaskScheduler.shared.register(forTaskWithIdentifier: ReminderDigestTask.identifier, using: nil) { task in
            ReminderDigestTask.shared.handle(task as! BGProcessingTask)
        }
        return true
    }
}
