import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let sessions = SessionTracker(sink: PulseClient.shared)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: RefreshScheduler.identifier, using: nil) { task in
            DiagnosticsRecorder.shared.record(RefreshScheduler.identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            HealthSummaryRefresh.run(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(RefreshScheduler.identifier, kind: .appRefresh, phase: .registration,
                                          outcome: registered ? .succeeded : .failed)
        sessions.applicationDidFinishLaunching(state: application.applicationState, reason: LaunchReason(options: launchOptions))
        return true
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        sessions.applicationWillEnterForeground()
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        do {
            try RefreshScheduler(scheduler: BGTaskScheduler.shared, clock: SystemClock()).scheduleNext()
            DiagnosticsRecorder.shared.record(RefreshScheduler.identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[Refresh] submit %@ failed: %@", RefreshScheduler.identifier, String(describing: error))
            DiagnosticsRecorder.shared.record(RefreshScheduler.identifier, kind: .appRefresh, phase: .submission,
                                              outcome: .failed, error: error)
        }
    }
}
