import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: IssueRefreshJob.taskID, using: nil) { task in
            IssueRefreshJob.shared.handle(task as! BGAppRefreshTask)
        }
        EvidenceRecorder.shared.record(IssueRefreshJob.taskID, kind: .appRefresh, phase: .registration,
                                       outcome: ok ? .succeeded : .failed)
        // The overnight cache cleanup (com.brambling.app.legacy-cleanup) was removed in #612;
        // its identifier is still listed in Info.plist until the next plist cleanup.
        return true
    }
}
