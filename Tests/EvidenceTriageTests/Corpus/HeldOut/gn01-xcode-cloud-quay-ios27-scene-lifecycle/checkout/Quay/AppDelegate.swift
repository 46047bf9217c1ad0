import UIKit
import QuayKit

// Quay still uses the app-delegate window life cycle: the window is created here and
// there is no UIApplicationSceneManifest in Info.plist (see docs/architecture.md,
// "Why Quay has no scene delegate").
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    private let store = TimetableStore.live()

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        TimetableRefresh.register(store: store)

        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = RootTabController(store: store)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        TimetableRefresh.schedule()
    }
}
