import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let diningRefreshID = "edu.quadly.app.dining-refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.diningRefreshID, using: nil) { task in
            DiningRefresh.shared.handle(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(id: Self.diningRefreshID, kind: .appRefresh, phase: .registration,
                                          outcome: ok ? .succeeded : .failed)
        NSLog("[Quadly] launch: registered %@ -> %@", Self.diningRefreshID, ok ? "true" : "false")
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        DiningRefresh.shared.scheduleNext()
    }
}
