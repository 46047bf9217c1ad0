import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let push = SilentPushHandler(inbox: InboxClient.live, store: InboxStore.shared)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        NSLog("[Push] content-available push received: %@", String(describing: userInfo["thread"] ?? "-"))
        push.handle(userInfo, completion: completionHandler)
    }
}
