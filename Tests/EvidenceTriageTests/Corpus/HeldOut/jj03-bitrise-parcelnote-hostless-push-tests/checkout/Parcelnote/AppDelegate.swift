//
//  AppDelegate.swift
//  Parcelnote
//

import NotificationKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private lazy var coordinator = InboxSyncCoordinator(inbox: ParcelInbox.shared)

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        Task {
            let result = await coordinator.router.handle(userInfo)
            completionHandler(result)
        }
    }
}
