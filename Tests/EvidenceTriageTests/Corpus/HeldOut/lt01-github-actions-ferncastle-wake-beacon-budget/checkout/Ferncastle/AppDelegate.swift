import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let wakeHandler = BeaconWakeHandler(hub: HubSession.shared, clock: SystemWakeClock(), recorder: .shared)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: WakeRefresh.identifier, using: nil) { [wakeHandler] task in
            Task { await wakeHandler.handle(SystemRefreshTask(task as! BGAppRefreshTask)) }
        }
        BackgroundDiagnosticsRecorder.shared.record(WakeRefresh.identifier, kind: .appRefresh, phase: .registration,
                                                    outcome: registered ? .succeeded : .failed)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        WakeRefreshScheduler.shared.schedule()
    }
}
