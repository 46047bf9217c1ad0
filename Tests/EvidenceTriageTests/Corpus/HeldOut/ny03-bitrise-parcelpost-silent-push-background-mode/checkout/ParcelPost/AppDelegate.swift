import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let tracking = TrackingStore.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.parcelpost.app.prune", using: nil) { task in
            self.tracking.pruneDelivered(task: task as! BGProcessingTask)
        }
        application.registerForRemoteNotifications()
        return true
    }

    // Silent "tracking changed" pushes (aps.content-available = 1) from the carrier webhook relay.
    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        guard let parcelID = userInfo["parcel_id"] as? String else {
            completionHandler(.noData)
            return
        }
        Log.push.info("silent push for parcel \(parcelID)")
        tracking.refresh(parcelID: parcelID) { changed in
            completionHandler(changed ? .newData : .noData)
        }
    }
}
