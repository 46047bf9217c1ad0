import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func sceneDidEnterBackground(_ scene: UIScene) {
        (UIApplication.shared.delegate as? AppDelegate)?.scheduleRefresh()
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        // UI tests pass -UITestDisableForegroundRefresh so that only background paths move the cursor.
        guard !UserDefaults.standard.bool(forKey: "UITestDisableForegroundRefresh") else { return }
        Task { try? await InboxSyncService.shared.pull() }
    }
}
