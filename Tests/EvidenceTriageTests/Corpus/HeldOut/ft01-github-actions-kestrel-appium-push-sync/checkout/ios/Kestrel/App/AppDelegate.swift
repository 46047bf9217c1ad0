import UIKit
import UserNotifications
import EvidenceRecorder

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private let inboxSync = InboxSync.live

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Background work is registered before launch finishes.
        FeedRefresh.register()
        UNUserNotificationCenter.current().delegate = self
        application.registerForRemoteNotifications()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        FeedRefresh.schedule()
    }

    // Silent pushes from the push service ("content-available": 1) land here.
    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        guard let kestrel = userInfo["kestrel"] as? [String: Any], kestrel["sync"] as? String == "inbox" else {
            completionHandler(.noData)
            return
        }
        DebugCounters.shared.silentPushCount += 1
        Task {
            do {
                let changed = try await inboxSync.pull(after: kestrel["cursor"] as? String)
                completionHandler(changed ? .newData : .noData)
            } catch {
                completionHandler(.failed)
            }
        }
    }
}

extension AppDelegate: UNUserNotificationCenterDelegate {
    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
        [.banner, .badge, .sound]
    }
}
