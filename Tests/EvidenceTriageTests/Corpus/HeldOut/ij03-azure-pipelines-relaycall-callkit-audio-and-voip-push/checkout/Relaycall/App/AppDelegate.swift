import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let voip = VoipPushHandler()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        voip.start()
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        NSLog("[Push] application(_:didReceiveRemoteNotification:) keys=%@", userInfo.keys.map { "\($0)" }.sorted().description)
        completionHandler(.noData)
    }
}
