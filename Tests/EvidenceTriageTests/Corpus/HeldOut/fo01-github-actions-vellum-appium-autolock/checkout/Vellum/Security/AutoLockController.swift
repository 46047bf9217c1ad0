import Foundation
import os

/// Locks the vault after the app has been away for `autoLockAfter`.
@MainActor
final class AutoLockController {
    static let shared = AutoLockController()

    var autoLockAfter: TimeInterval = 30
    private(set) var isLocked = true
    private var lockTimer: Timer?
    private let log = Logger(subsystem: "com.northbeam.vellum", category: "AutoLock")

    func unlock() {
        isLocked = false
        log.info("[AutoLock] vault unlocked")
    }

    /// Called from SceneDelegate.sceneDidEnterBackground(_:)
    func appDidEnterBackground() {
        lockTimer?.invalidate()
        log.info("[AutoLock] scheduled lock timer for \(self.autoLockAfter, format: .fixed(precision: 1))s")
        lockTimer = Timer.scheduledTimer(withTimeInterval: autoLockAfter, repeats: false) { [weak self] _ in
            Task { @MainActor in self?.lock(reason: "timer") }
        }
    }

    /// Called from SceneDelegate.sceneWillEnterForeground(_:)
    func appWillEnterForeground() {
        let pending = lockTimer?.isValid ?? false
        log.info("[AutoLock] entering foreground; lock timer pending=\(pending), locked=\(self.isLocked)")
        // The timer keeps running; if it has not fired yet the user is still inside the window.
    }

    func lock(reason: String) {
        isLocked = true
        lockTimer?.invalidate()
        lockTimer = nil
        log.info("[AutoLock] vault locked (\(reason, privacy: .public))")
        NotificationCenter.default.post(name: .vaultDidLock, object: nil)
    }
}

extension Notification.Name {
    static let vaultDidLock = Notification.Name("VellumVaultDidLock")
}
