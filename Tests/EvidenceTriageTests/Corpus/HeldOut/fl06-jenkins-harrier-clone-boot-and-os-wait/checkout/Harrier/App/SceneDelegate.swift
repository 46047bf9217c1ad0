import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func sceneDidEnterBackground(_ scene: UIScene) {
        if AppEnvironment.shared.pendingUploads.count > 0 {
            BackgroundSync.schedule()
        }
    }
}
