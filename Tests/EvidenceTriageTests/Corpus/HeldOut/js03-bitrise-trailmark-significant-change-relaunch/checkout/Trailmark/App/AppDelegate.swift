import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let monitor = SignificantChangeMonitor()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        NSLog("[Launch] didFinishLaunching options=%@ scenes=UIWindowSceneSessionRoleApplication",
              launchOptions.map { $0.keys.map(\.rawValue).joined(separator: ",") } ?? "none")
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.trailmark.app.sync-tracks", using: nil) { task in
            TrackSync.shared.handle(task as! BGAppRefreshTask)
        }
        NSLog("[BGTasks] registered com.trailmark.app.sync-tracks (appRefresh)")
        DiagnosticsRecorder.shared.record(identifier: "com.trailmark.app.sync-tracks", kind: .appRefresh, phase: .registration, outcome: .succeeded)
        LaunchCoordinator(sessions: SQLiteSessionStore.shared, tracker: monitor).didFinishLaunching(options: launchOptions)
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default", sessionRole: connectingSceneSession.role)
    }
}
