import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let printerRefresher = PrinterStatusRefresher.live()
    let queueRefresher = JobQueueRefresher.live()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        register(BackgroundTaskID.printerRefresh) { [printerRefresher] task in
            printerRefresher.handle(task as! BGAppRefreshTask)
        }
        register(BackgroundTaskID.queueRefresh) { [queueRefresher] task in
            queueRefresher.handle(task as! BGAppRefreshTask)
        }
        return true
    }

    private func register(_ identifier: String, handler: @escaping (BGTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil, launchHandler: handler)
        TaskDiagnostics.shared.record(identifier, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }
}

enum BackgroundTaskID {
    static let printerRefresh = "io.filamently.app.printer-refresh"
    /// Submitted only while a print job is running (see JobQueueRefresher.scheduleIfPrinting()).
    static let queueRefresh = "io.filamently.app.queue-refresh"
}
