import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let enrollment = IntuneEnrollmentHandler()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.fenwickfield.tech.refresh", using: nil) { task in
            WorkOrderRefresh.handle(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(id: "com.fenwickfield.tech.refresh", kind: .appRefresh, phase: .registration, ok: ok)
        IntuneMAMEnrollmentManager.instance().delegate = enrollment
        return true
    }
}
