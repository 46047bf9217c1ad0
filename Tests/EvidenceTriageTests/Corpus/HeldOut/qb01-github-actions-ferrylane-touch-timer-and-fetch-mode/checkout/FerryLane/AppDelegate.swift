import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: TrafficRefreshScheduler.identifier, using: nil) { task in
            TrafficRefreshJob.shared.run(task as! BGAppRefreshTask)
        }
        NSLog("[BackgroundRefresh] register %@ -> %@", TrafficRefreshScheduler.identifier, ok ? "true" : "false")
        HeadUnitSession.shared.start()
        return true
    }
}
