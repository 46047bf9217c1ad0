import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func sceneDidEnterBackground(_ scene: UIScene) {
        ActivityTracker.shared.didEnterBackground()
        WorkoutSummaryScheduler.submitIfNeeded()
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        ActivityTracker.shared.willEnterForeground()
    }
}
