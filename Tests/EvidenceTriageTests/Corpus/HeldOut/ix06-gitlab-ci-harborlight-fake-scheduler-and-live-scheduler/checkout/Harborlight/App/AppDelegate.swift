import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let coordinator = RefreshCoordinator()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: RefreshCoordinator.identifier, using: .main) { [coordinator] task in
            Diagnostics.record(RefreshCoordinator.identifier, .appRefresh, .launch, .succeeded)
            coordinator.handleRefresh(task as! BGAppRefreshTask)
        }
        Diagnostics.record(RefreshCoordinator.identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
        return true
    }
}
