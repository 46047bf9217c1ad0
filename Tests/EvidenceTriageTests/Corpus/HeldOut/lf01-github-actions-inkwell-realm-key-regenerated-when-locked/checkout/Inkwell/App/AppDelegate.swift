import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let keyStore = VaultKeyStore()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundTasks.registerAll { [keyStore] in
            JournalRefreshJob(api: LiveJournalAPI(), keyStore: keyStore)
        }
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        BackgroundTasks.scheduleRefresh()
    }
}
