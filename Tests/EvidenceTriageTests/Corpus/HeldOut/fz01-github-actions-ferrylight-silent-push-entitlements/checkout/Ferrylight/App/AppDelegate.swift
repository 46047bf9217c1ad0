//
//  AppDelegate.swift
//  Ferrylight
//

import BackgroundTasks
import OSLog
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private let log = Logger(subsystem: "com.ferrylight.app", category: "Push")

    static let timetableRefreshIdentifier = "com.ferrylight.app.timetable-refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.timetableRefreshIdentifier,
                                                         using: nil) { task in
            TimetableRefreshAdapter.shared.handle(task as! BGAppRefreshTask)
        }
        log.info("[BG] register \(Self.timetableRefreshIdentifier, privacy: .public) -> \(registered)")

        UNUserNotificationCenter.current().delegate = NotificationRouter.shared
        return true
    }

    // MARK: - Remote notifications

    func application(_ application: UIApplication,
                     didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        log.info("[Push] didRegisterForRemoteNotificationsWithDeviceToken (\(deviceToken.count) bytes)")
        PushRegistrar.shared.didRegister(deviceToken: deviceToken)
    }

    func application(_ application: UIApplication,
                     didFailToRegisterForRemoteNotificationsWithError error: Error) {
        NSLog("[Push] didFailToRegisterForRemoteNotificationsWithError: %@", error as NSError)
        PushRegistrar.shared.didFail(error: error)
    }

    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        SilentPushSync.shared.handleSilentPush(userInfo, completion: completionHandler)
    }
}
