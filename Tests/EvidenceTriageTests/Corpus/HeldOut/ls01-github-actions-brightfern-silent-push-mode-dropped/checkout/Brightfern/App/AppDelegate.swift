import UIKit
import BackgroundTasks
import os

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private let log = Logger(subsystem: "com.brightfern.news", category: "app")
    let sync = HeadlineSync.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundRefresh.register(sync: sync)
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication,
                     didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        PushRegistration.shared.store(deviceToken: deviceToken)
    }

    // Silent pushes ("content-available": 1) from the newsroom trigger a headline refresh.
    // iOS only delivers them to a suspended app when UIBackgroundModes contains "remote-notification".
    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        guard let aps = userInfo["aps"] as? [String: Any], aps["content-available"] as? Int == 1 else {
            completionHandler(.noData)
            return
        }
        log.info("silent push received, edition=\(userInfo["edition"] as? String ?? "-", privacy: .public)")
        Task {
            let changed = await sync.refreshHeadlines(reason: .silentPush)
            completionHandler(changed ? .newData : .noData)
        }
    }
}
