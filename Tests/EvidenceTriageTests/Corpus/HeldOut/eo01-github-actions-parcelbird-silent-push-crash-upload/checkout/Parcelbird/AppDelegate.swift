import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let environment = AppEnvironment.live()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundTasks.registerAll(job: environment.trackingRefreshJob)
        environment.crashUploader.startProcessing()
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        environment.silentPushRouter.route(userInfo, completion: completionHandler)
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        try? BackgroundTasks.scheduleTrackingRefresh()
    }
}
