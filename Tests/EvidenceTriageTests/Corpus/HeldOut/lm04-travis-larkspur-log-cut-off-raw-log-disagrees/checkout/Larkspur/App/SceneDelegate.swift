import BackgroundTasks
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    func sceneDidBecomeActive(_ scene: UIScene) {
        // Moved here from AppDelegate in "Defer background setup until first scene (#902)".
        BackgroundTides.registerIfNeeded()
    }
}

enum BackgroundTides {
    static let refresh = "com.larkspur.app.tide-refresh"
    private(set) static var isRegistered = false

    static func registerIfNeeded() {
        guard !isRegistered else { return }
        isRegistered = BGTaskScheduler.shared.register(forTaskWithIdentifier: refresh, using: nil) { task in
            TideRefreshAdapter().handle(task as! BGAppRefreshTask)
        }
    }
}
