import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: CatalogRefresh.identifier, using: nil) { task in
            BGTaskDiagnostics.shared.record(CatalogRefresh.identifier, .appRefresh, .launch, .succeeded)
            CatalogRefreshScheduler.live.handle(task as! BGAppRefreshTask)
        }
        BGTaskDiagnostics.shared.record(CatalogRefresh.identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
        return true
    }

    func application(_ application: UIApplication,
                     handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        BackgroundCatalogDownloadCoordinator.shared.handleEvents(forSession: identifier, completion: completionHandler)
    }
}
