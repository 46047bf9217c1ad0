import BackgroundTasks
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        let refillOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: RefillCheckJob.identifier, using: nil) { task in
            TaskEvidence.shared.log(RefillCheckJob.identifier, .appRefresh, .launch, .succeeded)
            RefillCheckJob.live.handle(task as! BGAppRefreshTask)
        }
        TaskEvidence.shared.log(RefillCheckJob.identifier, .appRefresh, .registration, refillOK ? .succeeded : .failed)

        let syncOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.tidewell.app.adherence-sync", using: nil) { task in
            TaskEvidence.shared.log("com.tidewell.app.adherence-sync", .processing, .launch, .succeeded)
            AdherenceSync.shared.handle(task as! BGProcessingTask)
        }
        TaskEvidence.shared.log("com.tidewell.app.adherence-sync", .processing, .registration, syncOK ? .succeeded : .failed)
        return true
    }
}
