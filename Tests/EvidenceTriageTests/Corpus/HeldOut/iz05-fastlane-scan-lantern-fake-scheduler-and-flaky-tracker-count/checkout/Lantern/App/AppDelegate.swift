import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let configRefresh = ConfigRefreshTask()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = configRefresh.register()
        Log.background.info("registered \(ConfigRefreshTask.identifier): \(ok)")
        Diagnostics.registration(ConfigRefreshTask.identifier, kind: .processing, ok: ok)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        configRefresh.schedule()
    }
}
