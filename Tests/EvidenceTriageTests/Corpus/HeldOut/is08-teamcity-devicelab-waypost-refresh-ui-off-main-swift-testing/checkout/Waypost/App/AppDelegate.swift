import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let autoCheckout = AutoCheckoutRefresh(service: .live)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // using: nil -> the launch handler runs on the scheduler's own background queue.
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: AutoCheckoutRefresh.identifier, using: nil) { [autoCheckout] task in
            autoCheckout.handle(task as! BGAppRefreshTask)
        }
        TaskEvidence.shared.record(AutoCheckoutRefresh.identifier, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
        return true
    }
}
