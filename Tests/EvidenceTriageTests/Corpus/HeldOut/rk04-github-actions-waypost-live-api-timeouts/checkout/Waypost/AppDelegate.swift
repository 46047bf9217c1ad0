import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: VisitSync.taskID, using: nil) { task in
            VisitSync.shared.handle(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(id: VisitSync.taskID, kind: .appRefresh, phase: .registration,
                                         outcome: ok ? .succeeded : .failed)
        return true
    }
}
