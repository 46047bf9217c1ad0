import BackgroundTasks
import ParleySyncEngine
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let maintenanceTaskIdentifier = "com.parley.app.db-maintenance"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.maintenanceTaskIdentifier, using: nil) { task in
            DatabaseMaintenance.run(task as! BGProcessingTask)
        }
        TaskDiagnostics.record(identifier: Self.maintenanceTaskIdentifier, kind: .processing, phase: .registration, succeeded: registered)

        application.setMinimumBackgroundFetchInterval(UIApplication.backgroundFetchIntervalMinimum)
        NSLog("[Parley] setMinimumBackgroundFetchInterval: minimum")
        SessionManager.shared.start(launchOptions: launchOptions)
        return true
    }

    func application(_ application: UIApplication,
                     performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        NSLog("[Parley] performFetchWithCompletionHandler")
        SessionManager.shared.activeUserSession?.application(application, performFetchWithCompletionHandler: completionHandler)
    }

    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        SessionManager.shared.activeUserSession?.application(application, didReceiveRemoteNotification: userInfo,
                                                             fetchCompletionHandler: completionHandler)
    }
}
