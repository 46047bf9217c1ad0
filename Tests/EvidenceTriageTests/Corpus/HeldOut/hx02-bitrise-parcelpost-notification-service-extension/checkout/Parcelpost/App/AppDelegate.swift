import BackgroundTasks
import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let statusRefresh = "com.parcelpost.app.status-refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.statusRefresh, using: nil) { task in
            ShipmentStatusRefresh.shared.run(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(identifier: Self.statusRefresh, kind: .appRefresh,
                                          phase: .registration, succeeded: ok)
        UNUserNotificationCenter.current().delegate = NotificationRouter.shared
        application.registerForRemoteNotifications()
        return true
    }
}
