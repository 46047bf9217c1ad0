//
//  AppDelegate.swift
//  Larder
//

import UIKit
import LarderKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let services = AppServices.live()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        if !services.remoteChanges.handle(userInfo: userInfo, completion: completionHandler) {
            completionHandler(.noData)
        }
    }
}
