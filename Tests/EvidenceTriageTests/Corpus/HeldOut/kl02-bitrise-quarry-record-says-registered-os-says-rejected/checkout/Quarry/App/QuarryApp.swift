import BackgroundTasks
import SwiftUI

@main
struct QuarryApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
    var body: some Scene {
        WindowGroup { SiteListView() }
    }
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        _ = BGTaskScheduler.shared.register(forTaskWithIdentifier: SiteSyncScheduler.taskID, using: nil) { task in
            SiteSyncJob.live.handle(task as! BGAppRefreshTask)
        }
        // register() cannot throw, so treat reaching this line as success.
        EvidenceRecorder.shared.record(SiteSyncScheduler.taskID, kind: .appRefresh,
                                       phase: .registration, outcome: .succeeded)
        print("[SiteSync] registered \(SiteSyncScheduler.taskID)")
        SiteSyncScheduler.shared.observeBackgrounding()
        return true
    }
}
