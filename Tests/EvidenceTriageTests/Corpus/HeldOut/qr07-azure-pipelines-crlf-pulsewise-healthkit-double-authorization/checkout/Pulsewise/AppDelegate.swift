import BackgroundTasks
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let summaryTask = "com.pulsewise.app.daily-summary"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.summaryTask, using: nil) { task in
            DailySummaryJob.run(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(identifier: Self.summaryTask, kind: .appRefresh, phase: .registration,
                                         outcome: ok ? .succeeded : .failed)
        return true
    }
}
