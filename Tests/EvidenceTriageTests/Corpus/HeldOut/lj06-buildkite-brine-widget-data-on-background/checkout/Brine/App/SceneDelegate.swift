import UIKit
import WidgetKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    func sceneDidEnterBackground(_ scene: UIScene) {
        // Synchronously encode the widget timeline from the article database.
        WidgetDataEncoder.shared.encodeAll()          // fetches every unread and starred article
        WidgetCenter.shared.reloadAllTimelines()
    }
}
