import UIKit
import OneSignal
import shared

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private lazy var graph = AppGraphKt.makeAppGraph(environment: BuildEnvironment.shared.current)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Push provider first so its delegate hooks are in place before the UI comes up.
        OneSignal.initWithLaunchOptions(launchOptions)
        OneSignal.setAppId(Secrets.oneSignalAppId)

        let root = InboxViewController(store: graph.inboxStore)
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: root)
        window?.makeKeyAndVisible()
        return true
    }
}
