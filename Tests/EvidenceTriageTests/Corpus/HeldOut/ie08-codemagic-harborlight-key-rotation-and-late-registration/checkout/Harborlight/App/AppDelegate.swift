import BackgroundTasks
import HarborlightKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private(set) var tunnelStore: TunnelStore!
    private(set) var backgroundTasks: BackgroundTaskCoordinator!

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        tunnelStore = TunnelStore()
        // Initialisation moved to structured concurrency (was an OperationQueue with
        // a registration operation that finished before this method returned).
        Task { @MainActor in
            await tunnelStore.loadPersistentTunnels()
            backgroundTasks = BackgroundTaskCoordinator(tunnelStore: tunnelStore, recorder: .shared)
            backgroundTasks.registerAll()
        }
        return true
    }
}
