import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let coordinator = AppCoordinator()
    private(set) var registrationResults: [String: Bool] = [:]

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        registerBackgroundTasks()
        coordinator.start()
        return true
    }

    private func registerBackgroundTasks() {
        let refresh = BGTaskScheduler.shared.register(forTaskWithIdentifier: BackgroundTaskIdentifiers.appRefresh,
                                                      using: .main) { [weak self] task in
            self?.coordinator.handleAppRefresh(task: task as! BGAppRefreshTask)
        }
        registrationResults[BackgroundTaskIdentifiers.appRefresh] = refresh
        MXLog.info("Registered background app refresh: \(refresh)")
        Diagnostics.record(.registration, BackgroundTaskIdentifiers.appRefresh, kind: .appRefresh, ok: refresh)

        let cleanup = BGTaskScheduler.shared.register(forTaskWithIdentifier: BackgroundTaskIdentifiers.mediaCleanup,
                                                      using: nil) { task in
            MediaCleanupJob.shared.run(task: task as! BGProcessingTask)
        }
        registrationResults[BackgroundTaskIdentifiers.mediaCleanup] = cleanup
        MXLog.info("Registered media cleanup: \(cleanup)")
        Diagnostics.record(.registration, BackgroundTaskIdentifiers.mediaCleanup, kind: .processing, ok: cleanup)
    }
}
