import UIKit
import BackgroundTasks

@main final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.skiff.charts.nightly-prefetch", using: nil) { task in
            ChartPrefetchJob.shared.run(task as! BGProcessingTask)
        }
        DiagnosticsRecorder.shared.registration(identifier: "com.skiff.charts.nightly-prefetch", kind: .processing, succeeded: ok)
        return true
    }
}
