import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let dispatcher = RefreshDispatcher(metar: METARService.live, catalog: StationCatalog.live)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: RefreshDispatcher.identifier, using: nil) { [dispatcher] task in
            dispatcher.handle(task as! BGAppRefreshTask)
        }
        BGDiagnostics.shared.record(RefreshDispatcher.identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
        return true
    }
}
