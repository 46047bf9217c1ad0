import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let environment = AppEnvironment.shared

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = environment.rootController
        self.window = window
        window.makeKeyAndVisible()

        if let activity = connectionOptions.userActivities.first ?? session.stateRestorationActivity {
            environment.router.continueActivity(activity) { objects in
                objects?.forEach { $0.restoreUserActivityState(activity) }
            }
        }
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        scene.userActivity
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        environment.store.saveIfNeeded()
    }
}
