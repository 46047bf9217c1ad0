import Foundation

/// Tracks Low Power Mode so the sync policy can back off.
final class PowerStateMonitor {
    static let shared = PowerStateMonitor()

    private(set) var isLowPower = false
    var onChange: ((Bool) -> Void)?
    private var observer: NSObjectProtocol?

    func start() {
        observer = NotificationCenter.default.addObserver(
            forName: .NSProcessInfoPowerStateDidChange, object: nil, queue: nil
        ) { [weak self] note in
            self?.powerStateDidChange(note)
        }
        isLowPower = ProcessInfo.processInfo.isLowPowerModeEnabled
    }

    private func powerStateDidChange(_ note: Notification) {
        // Re-reads the flag inside the notification callback. On iOS 15 the
        // notification can be posted synchronously from inside another caller's
        // isLowPowerModeEnabled, so this re-enters it.
        isLowPower = ProcessInfo.processInfo.isLowPowerModeEnabled
        onChange?(isLowPower)
    }
}
