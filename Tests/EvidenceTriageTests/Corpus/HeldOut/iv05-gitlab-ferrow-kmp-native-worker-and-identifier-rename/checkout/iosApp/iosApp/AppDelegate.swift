import BackgroundTasks
import shared
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let id = DepartureRefreshScheduler.shared.identifier
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil) { task in
            DepartureRefreshHandler.shared.handle(task: task as! BGAppRefreshTask)
        }
        FerrowDiagnostics.shared.record(identifier: id, kind: "appRefresh", phase: "registration",
                                        outcome: ok ? "succeeded" : "failed", error: nil)
        return true
    }
}
