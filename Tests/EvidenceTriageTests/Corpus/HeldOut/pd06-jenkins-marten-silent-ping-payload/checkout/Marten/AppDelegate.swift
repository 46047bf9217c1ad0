import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        guard userInfo["kind"] as? String == "location-ping" else { return completionHandler(.noData) }
        LocationReporter.shared.reportOnce { sent in
            NotificationCenter.default.post(name: .martenLocationPingHandled, object: nil)
            completionHandler(sent ? .newData : .failed)
        }
    }
}
