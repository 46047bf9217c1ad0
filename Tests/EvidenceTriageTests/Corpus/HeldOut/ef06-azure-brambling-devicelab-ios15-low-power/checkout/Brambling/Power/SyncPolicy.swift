import Foundation

struct SyncPolicy {
    var monitor: PowerStateMonitor = .shared

    /// Heavy work (photo upload, map tile prefetch) waits while the phone is in Low Power Mode.
    func shouldDeferHeavyWork() -> Bool {
        ProcessInfo.processInfo.isLowPowerModeEnabled || monitor.isLowPower
    }
}
