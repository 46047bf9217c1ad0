import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        PushRegistrar.live.register { result in
            if case .success(let token) = result { TokenStore.shared.save(token) }
        }
        return true
    }

    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        guard PushRouter.isBackgroundSync(userInfo) else { return completionHandler(.noData) }
        ThreadSync.shared.sync(from: userInfo) { changed in
            Log.push.info("handled content-available push thread=\(userInfo["thread"] ?? "-")")
            NotificationCenter.default.post(name: .quokkaSilentPushHandled, object: nil)
            completionHandler(changed ? .newData : .noData)
        }
    }
}
