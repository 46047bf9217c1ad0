import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let sitesRefreshIdentifier = "com.quillpost.ios.sites-refresh"

    /// Set by RootCoordinator.start(), which SceneDelegate calls when the
    /// first window scene connects.
    var rootCoordinator: RootCoordinator?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.sitesRefreshIdentifier,
                                                         using: nil) { task in
            self.handleSitesRefresh(task)
        }
        BackgroundTaskLog.record(Self.sitesRefreshIdentifier, .appRefresh, .registration,
                                 registered ? .succeeded : .failed)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        let request = BGAppRefreshTaskRequest(identifier: Self.sitesRefreshIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        try? BGTaskScheduler.shared.submit(request)
    }

    func handleSitesRefresh(_ task: TaskProtocol) {
        BackgroundTaskLog.record(Self.sitesRefreshIdentifier, .appRefresh, .launch, .succeeded)
        // A background launch never connects a scene, so nothing has started the coordinator.
        let syncService = rootCoordinator!.siteSyncService
        task.expirationHandler = { syncService.cancel() }
        syncService.syncSites(trigger: .backgroundRefresh) { result in
            task.setTaskCompleted(success: (try? result.get()) != nil)
        }
    }
}
