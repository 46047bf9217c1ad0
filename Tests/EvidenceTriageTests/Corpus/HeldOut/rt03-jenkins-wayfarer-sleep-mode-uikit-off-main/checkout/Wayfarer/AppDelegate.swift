import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: VisitSync.identifier, using: nil) { task in
            VisitSync.handle(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(VisitSync.identifier, kind: .appRefresh, phase: .registration, ok: ok)
        return true
    }
}
