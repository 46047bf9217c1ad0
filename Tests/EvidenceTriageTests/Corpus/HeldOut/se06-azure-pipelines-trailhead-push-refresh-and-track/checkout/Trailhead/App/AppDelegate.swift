import UIKit
import CoreLocation

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        application.registerForRemoteNotifications()
        TrackRecorder.shared.attach(to: LocationService.shared)
        return true
    }

    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        guard let trailID = userInfo["trail"] as? String else { return completionHandler(.noData) }
        ConditionsStore.shared.refresh(trailID: trailID, reason: .push) { ok in
            completionHandler(ok ? .newData : .failed)
        }
    }
}
