import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Current.setUp()
        return true
    }

    func application(_ application: UIApplication,
                     configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        SceneActivity.configuration(for: connectingSceneSession, options: options)
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        LifecycleCoordinator.shared.applicationDidEnterBackground()
    }
}
