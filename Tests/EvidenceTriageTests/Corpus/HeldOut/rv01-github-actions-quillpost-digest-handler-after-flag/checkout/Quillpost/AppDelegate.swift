import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        DiagnosticRecorder.shared.start()
        RemoteFeatureFlags.loadCachedValues()
        WeeklyDigestBackgroundTask.registerLaunchHandler()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        try? WeeklyDigestBackgroundTask.schedule(at: WeeklyDigestScheduler().nextDigestDate(after: Date()))
    }
}
