import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        for id in ["com.lumenreader.app.refresh", "com.lumenreader.app.cleanup"] {
            let accepted = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil) { task in
                BackgroundJobs.handle(task)
            }
            LaunchRegistrations.shared.record(id, accepted: accepted)
        }
        return true
    }
}
