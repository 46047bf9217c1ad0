import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private(set) var appCoordinator: AppCoordinator!

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        appCoordinator = AppCoordinator(appMediator: AppMediator(application: application),
                                        taskScheduler: BGTaskScheduler.shared,
                                        client: SyncClient.live())

        // Launch handlers must be registered before launch finishes.
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: AppCoordinator.backgroundRefreshIdentifier,
                                                         using: .main) { [weak self] task in
            guard let task = task as? BGAppRefreshTask else { return }
            self?.appCoordinator.handleBackgroundAppRefresh(task)
        }
        DiagnosticsRecorder.shared.record(identifier: AppCoordinator.backgroundRefreshIdentifier,
                                          taskKind: .appRefresh,
                                          phase: .registration,
                                          outcome: registered ? .succeeded : .failed)
        return true
    }

    func applicationWillResignActive(_ application: UIApplication) {
        appCoordinator.scheduleBackgroundAppRefresh()
    }
}
