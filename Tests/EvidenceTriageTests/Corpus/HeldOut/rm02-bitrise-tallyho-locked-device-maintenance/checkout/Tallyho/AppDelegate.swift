import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var maintenance: MaintenanceTask!

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        maintenance = MaintenanceTask(dbQueue: try! DatabaseSetup.openQueue(), tokens: TokenStore())
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: MaintenanceTask.identifier, using: nil) { task in
            self.maintenance.handle(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(MaintenanceTask.identifier, .processing, .registration, ok ? .succeeded : .failed)
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.tallyho.app.refresh", using: nil) { task in
            RefreshTask.handle(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record("com.tallyho.app.refresh", .appRefresh, .registration, refreshOK ? .succeeded : .failed)
        return true
    }
}
