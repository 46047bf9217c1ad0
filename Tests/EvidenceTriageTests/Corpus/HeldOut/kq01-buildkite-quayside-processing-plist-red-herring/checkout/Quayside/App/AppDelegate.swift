import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let diagnostics = DiagnosticsRecorder.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // The only background task the app registers. The tide refresh (BGAppRefreshTask)
        // was removed in 3.2 when the tide widget moved to WidgetKit timelines (QS-1184).
        LedgerCompactionTask.register(recorder: diagnostics)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        LedgerCompactionTask.submit(recorder: diagnostics)
    }
}
