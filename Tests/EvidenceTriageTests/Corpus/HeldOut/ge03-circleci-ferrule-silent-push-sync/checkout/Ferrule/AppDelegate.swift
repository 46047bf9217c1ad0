import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    private lazy var silentPushes = SilentPushHandler(sync: AppEnvironment.shared.inboxSync)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        BackgroundRefresh.registerInboxRefresh()
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        Task {
            let result = await silentPushes.handle(userInfo)
            SyncMarker.write(result: result)          // read by SilentPushUITests through the app group
            completionHandler(result)
        }
    }
}
