import BackgroundTasks
import Capacitor
import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Must happen before launch completes; the JS side only schedules.
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: SyncPlugin.taskIdentifier, using: nil) { task in
            SyncPlugin.handleRefresh(task as! BGAppRefreshTask)
        }
        HarbourDiagnostics.record(SyncPlugin.taskIdentifier, kind: .appRefresh, phase: .registration,
                                  outcome: ok ? .succeeded : .failed)
        return true
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        ApplicationDelegateProxy.shared.application(app, open: url, options: options)
    }
}
