import UIKit

/// Called from SceneDelegate for every connected scene since the scene refactor.
final class LifecycleCoordinator {
    static let shared = LifecycleCoordinator()

    private(set) var connection: ConnectionState = .disconnected
    private(set) var isLocked = false
    private(set) var connectCount = 0
    var lockOnBackground = true

    func sceneWillEnterForeground(_ scene: UIScene) {
        connect()
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        disconnect()
    }

    func applicationDidEnterBackground() {
        if lockOnBackground { isLocked = true }
        disconnect()
    }

    private func connect() {
        connectCount += 1
        connection = .connected
        Log.lifecycle("socket connect #\(connectCount)")
    }

    private func disconnect() {
        connection = .disconnected
        Log.lifecycle("socket disconnect")
    }
}

enum ConnectionState: String { case connected, disconnected }
