import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = RootSplitViewController()
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        Log.lifecycle("sceneDidBecomeActive")
    }

    func sceneWillResignActive(_ scene: UIScene) {
        Log.lifecycle("sceneWillResignActive")
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        Log.lifecycle("sceneDidEnterBackground")
    }
}
