import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private lazy var environment = AppEnvironment.live()
    private lazy var pushHandler = RemoteNotificationHandler(stationStore: environment.stationStore,
                                                             client: environment.tideTableClient)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundTasks.registerAll(job: environment.refreshJob)
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        pushHandler.handle(userInfo: userInfo,
                           applicationState: application.applicationState,
                           completion: completionHandler)
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        BackgroundTasks.scheduleRefresh()
    }
}
