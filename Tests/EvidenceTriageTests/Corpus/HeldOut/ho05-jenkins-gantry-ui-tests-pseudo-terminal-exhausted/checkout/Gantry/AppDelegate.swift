import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let fetchHandler = BackgroundFetchHandler(diary: SiteDiaryStore.shared, client: DiaryAPIClient())

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
        application.setMinimumBackgroundFetchInterval(UIApplicationBackgroundFetchIntervalMinimum)
        application.registerForRemoteNotifications()
        return true
    }

    // Background fetch (UIBackgroundModes: fetch)
    func application(_ application: UIApplication,
                     performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        fetchHandler.refresh(completion: completionHandler)
    }

    // Silent push from the site server when another foreman edits the diary
    // (UIBackgroundModes: remote-notification)
    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        fetchHandler.refresh(completion: completionHandler)
    }
}
