import Dependencies
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    @Dependency(\.remoteConfig) var remoteConfig
    @Dependency(\.taskScheduler) var taskScheduler

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        taskScheduler.registerHandlers()
        application.registerForRemoteNotifications()

        // Warm the remote config so the first silent push can use it.
        Task.detached(priority: .utility) { [remoteConfig] in
            await remoteConfig.refresh()
        }
        return true
    }

    func application(
        _ application: UIApplication,
        didReceiveRemoteNotification userInfo: [AnyHashable: Any]
    ) async -> UIBackgroundFetchResult {
        await SilentPushSync().handle(userInfo)
    }
}
