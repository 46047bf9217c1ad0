import UIKit
import BackgroundTasks
import os

final class AppDelegate: NSObject, UIApplicationDelegate {
    private let log = Logger(subsystem: "com.ferrypost.app", category: "Push")
    lazy var remoteNotifications = RemoteNotificationHandler(roster: RosterSync.shared)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        TimetableRefreshTask.register()
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        log.info("content-available push received: \(userInfo["kind"] as? String ?? "?", privacy: .public)")
        remoteNotifications.handle(userInfo, completion: completionHandler)
    }
}
