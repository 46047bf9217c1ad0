import UIKit
import BackgroundTasks
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let trackingRefreshID = "com.windrow.app.tracking-refresh"

    let router = BackgroundJobRouter(analytics: Analytics.shared)
    let tokenUploader = PushTokenUploader.shared
    let syncEngine = ShipmentSyncEngine.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.trackingRefreshID, using: nil) { task in
            self.syncEngine.handleRefresh(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(identifier: Self.trackingRefreshID, kind: .appRefresh,
                                          phase: .registration, succeeded: registered)
        Log.push.info("launch: registering for remote notifications")
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        Log.push.info("APNs token received (\(deviceToken.count) bytes)")
        tokenUploader.upload(deviceToken)
    }

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {
        Log.push.error("APNs registration failed: \(error.localizedDescription)")
    }

    // Silent pushes ("content-available": 1) land here, foreground or background.
    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        guard let job = router.route(userInfo) else {
            completionHandler(.noData)
            return
        }
        syncEngine.sync(shipmentIDs: job.shipmentIDs) { changed in
            if changed.isEmpty {
                // Nothing moved since the last poll.
                return
            }
            completionHandler(.newData)
        }
    }
}
