import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func sceneDidEnterBackground(_ scene: UIScene) {
        guard let app = UIApplication.shared.delegate as? AppDelegate else { return }
        // The only place the two requests are submitted.
        app.coordinator.scheduleAppRefresh()
        app.coordinator.scheduleUploadProcessing()
    }
}
