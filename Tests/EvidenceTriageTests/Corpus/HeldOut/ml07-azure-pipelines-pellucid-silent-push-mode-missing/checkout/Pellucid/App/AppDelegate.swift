import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let inbox = InboxSync.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        application.registerForRemoteNotifications()
        BackgroundRefresh.register(inbox: inbox)
        return true
    }

    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        guard userInfo["inbox"] != nil else { return completionHandler(.noData) }
        Task {
            let changed = await inbox.sync()
            completionHandler(changed ? .newData : .noData)
        }
    }
}
