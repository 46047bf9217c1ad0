import BackgroundTasks
import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let statusRefreshID = "com.parcelpost.app.status-refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.statusRefreshID, using: nil) { task in
            ShipmentSync.shared.handleRefresh(task as! BGAppRefreshTask)
        }
        EvidenceRecorder.shared.record(identifier: Self.statusRefreshID, kind: .appRefresh,
                                       phase: .registration, outcome: ok ? .succeeded : .failed)
        application.registerForRemoteNotifications()
        return true
    }

    // Silent push ("content-available": 1) from the notification service: refresh the listed shipments.
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        ShipmentSync.shared.sync(source: .silentPush, ids: userInfo["shipments"] as? [String]) { changed in
            completionHandler(changed ? .newData : .noData)
        }
    }
}
