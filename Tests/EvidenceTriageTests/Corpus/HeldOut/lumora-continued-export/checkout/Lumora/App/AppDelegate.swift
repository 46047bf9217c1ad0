import UIKit
import BackgroundTasks

final class AppDelegate: NSObject, UIApplicationDelegate {
    let diagnostics = DiagnosticRecorder.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        // App refresh must be registered before launch finishes.
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: TaskIDs.refresh, using: nil) { task in
            LibraryRefresher.shared.handle(task as! BGAppRefreshTask)
        }
        diagnostics.record(identifier: TaskIDs.refresh, kind: .appRefresh, phase: .registration,
                           outcome: refreshOK ? .succeeded : .failed)

        // Continued-processing exports use a wildcard identifier (iOS 26).
        ExportScheduler.shared.registerExportHandler()
        return true
    }
}

enum TaskIDs {
    static let refresh = "com.lumora.app.refresh"
    static let exportPrefix = "com.lumora.app.export"
    static var exportWildcard: String { exportPrefix + ".*" }
}
