import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let chartRefreshID = "com.tidemark.charts.refresh"

    let diagnostics = DiagnosticsRecorder.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.chartRefreshID, using: nil) { task in
            ChartRefreshJob.shared.handle(task as! BGAppRefreshTask)
        }
        diagnostics.record(identifier: Self.chartRefreshID, kind: .appRefresh, phase: .registration,
                           outcome: registered ? .succeeded : .failed)
        NSLog("[Tidemark] launch: registered %@ (%@)", Self.chartRefreshID, registered ? "ok" : "rejected")

        if !ProcessInfo.processInfo.arguments.contains("-UITestSkipRefresh") {
            ChartRefreshJob.shared.scheduleIfStale()
        }
        return true
    }
}
