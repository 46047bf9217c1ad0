import BackgroundTasks
import LanternfishCore
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let accounts = AccountsController.shared
    lazy var backgroundFetch = BackgroundFetchHandler(accounts: accounts, clock: ContinuousClock())

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: BackgroundFetchHandler.identifier, using: nil) { task in
            self.backgroundFetch.handle(task as! BGAppRefreshTask)
        }
        TaskRecords.shared.record(BackgroundFetchHandler.identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
        NSLog("[bg] registered %@: %d", BackgroundFetchHandler.identifier, ok)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        backgroundFetch.schedule()
    }
}
