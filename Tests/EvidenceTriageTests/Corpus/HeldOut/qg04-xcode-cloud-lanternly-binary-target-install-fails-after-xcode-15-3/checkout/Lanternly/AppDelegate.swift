import UIKit
import BackgroundTasks
import LanternVision

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "app.lanternly.reindex", using: nil) { task in
            PhotoReindexJob().run(task as! BGProcessingTask)
        }
        return true
    }
}
