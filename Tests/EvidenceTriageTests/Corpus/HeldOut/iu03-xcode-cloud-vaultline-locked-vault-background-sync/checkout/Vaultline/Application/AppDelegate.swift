import BackgroundTasks
import UIKit
import VaultlineShared

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let services = ServiceContainer.live()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: BackgroundRefreshHandler.identifier, using: nil) { [services] task in
            services.evidence.record(BackgroundRefreshHandler.identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            Task { await services.backgroundRefreshHandler.handle(task) }
        }
        services.evidence.record(BackgroundRefreshHandler.identifier, kind: .appRefresh, phase: .registration,
                                 outcome: ok ? .succeeded : .failed)
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async
        -> UIBackgroundFetchResult {
        // Silent "sync vault" pushes arrive while the device may be locked.
        do {
            try await services.syncService.fetchSync(trigger: .push)
            return .newData
        } catch {
            services.errorReporter.log(error: error)
            return .failed
        }
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        services.backgroundRefreshScheduler.scheduleNextRefresh()
    }
}
