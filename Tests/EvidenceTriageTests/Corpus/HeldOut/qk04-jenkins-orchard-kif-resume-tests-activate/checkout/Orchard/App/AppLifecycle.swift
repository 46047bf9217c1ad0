import UIKit

extension SceneDelegate {
    func sceneDidEnterBackground(_ scene: UIScene) {
        SessionGuard.shared.markBackgrounded(at: Date())
        BalanceCache.shared.persist()
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        if SessionGuard.shared.requiresPin(now: Date()) { router.presentPinPad() }
        BalanceService.shared.refresh()
    }
}
