import BackgroundTasks
import OSLog
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let watchdogTaskID = "com.sugarline.app.loop-watchdog"
    private let log = Logger(subsystem: "com.sugarline.app", category: "launch")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.watchdogTaskID, using: nil) { task in
            EvidenceLog.record(Self.watchdogTaskID, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            LoopWatchdog.shared.handle(task as! BGAppRefreshTask)
        }
        EvidenceLog.record(Self.watchdogTaskID, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)

        // Opens the glucose store, starts the CGM/pump managers and builds the status UI.
        AppLaunchCoordinator.shared.start(application: application)
        return true
    }

    func application(_ application: UIApplication,
                     performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        AppLaunchCoordinator.shared.performBackgroundFetch(completion: completionHandler)
    }
}
