import UIKit
import BackgroundTasks
import BrackwaterStore

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private(set) lazy var dependencies = AppDependencies.live()

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        // Both launch handlers must be registered before this method returns,
        // including when iOS launches us in the background for a task.
        BackgroundTasks.registerAll(
            refresh: { [dependencies] in dependencies.makeLedgerSyncJob() },
            reconcile: { [dependencies] in dependencies.makeReconcileJob() }
        )
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        BackgroundTasks.scheduleRefresh()
    }
}
