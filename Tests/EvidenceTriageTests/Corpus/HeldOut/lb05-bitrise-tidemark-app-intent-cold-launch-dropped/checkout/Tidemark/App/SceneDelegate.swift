import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var browserPresented = false

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let ws = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: ws)
        window?.rootViewController = RootViewController()
        window?.makeKeyAndVisible()
        if !options.userActivities.isEmpty {
            NSLog("[Intents] scene willConnect: launched with %d user activity (%@); browser not presented yet, deferring",
                  options.userActivities.count, options.userActivities.first?.activityType ?? "-")
            // Deferred activities are picked up by scene(_:continue:), which UIKit only calls for a running scene.
        }
        browserPresented = true
        NSLog("[Intents] root view presented")
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        IntentRouter.shared.route(userActivity, in: window)
    }
}
