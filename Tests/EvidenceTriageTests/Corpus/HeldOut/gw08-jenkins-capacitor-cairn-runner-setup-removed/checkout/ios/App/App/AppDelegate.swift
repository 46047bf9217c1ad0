import UIKit
import BackgroundTasks
import Capacitor
import EvidenceRecorder

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        TileCacheCleanup.registerAll()

        // @capacitor/background-runner setup (see plugin README, iOS section).
        // Removed in 3f9a1c2: the iOS build failed with
        //   "Cannot find 'BackgroundRunnerPlugin' in scope"
        // BackgroundRunnerPlugin.registerBackgroundTask()
        // BackgroundRunnerPlugin.handleApplicationDidFinishLaunching(launchOptions: launchOptions)

        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        TileCacheCleanup.schedule()
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        return ApplicationDelegateProxy.shared.application(app, open: url, options: options)
    }
}
