import UIKit

final class SceneRouter {
    static let shared = SceneRouter()
    private let sceneReady = DispatchSemaphore(value: 0)
    var timerController: SleepTimerController?

    func sceneDidBecomeActive(_ controller: SleepTimerController) { timerController = controller; sceneReady.signal() }

    func waitForForegroundScene() {
        if timerController == nil { sceneReady.wait() }
    }
}
