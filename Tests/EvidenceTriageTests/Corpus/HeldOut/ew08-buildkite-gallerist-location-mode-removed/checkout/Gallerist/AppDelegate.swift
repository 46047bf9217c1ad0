import BackgroundTasks
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let exhibitsRefreshID = "com.gallerist.guide.exhibits.refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.exhibitsRefreshID, using: nil) { task in
            ExhibitCatalog.shared.refresh(task: task as! BGAppRefreshTask)
        }
        if launchOptions?[.location] != nil {
            // Relaunched by a region / significant-change event: resume monitoring.
            AppEnvironment.shared.visitTracker.resumeAfterRelaunch()
        }
        return true
    }
}
