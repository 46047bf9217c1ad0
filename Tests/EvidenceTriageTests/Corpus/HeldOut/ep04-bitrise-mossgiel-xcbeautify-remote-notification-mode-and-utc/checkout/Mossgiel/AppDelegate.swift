//
//  AppDelegate.swift
//  Mossgiel
//

import BackgroundTasks
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    let services: Services

    init(services: Services = .live()) {
        self.services = services
        super.init()
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        InboxRefreshTask.register(services: services)
        application.registerForRemoteNotifications()
        return true
    }

    /// Silent pushes ("content-available": 1) tell us a household member changed the inbox.
    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        Task {
            let changed = (try? await services.inboxSync.pull()) ?? 0
            completionHandler(changed > 0 ? .newData : .noData)
        }
    }
}
