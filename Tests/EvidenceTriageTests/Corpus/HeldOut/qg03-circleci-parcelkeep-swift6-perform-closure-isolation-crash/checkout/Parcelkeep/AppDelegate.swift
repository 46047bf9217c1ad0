import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.parcelkeep.app.refresh", using: .main) { task in
            MainActor.assumeIsolated {
                TrackingRefreshJob.shared.handle(task as! BGAppRefreshTask)
            }
        }
        return true
    }
}
