import UIKit

/// Drives the "Departure alerts may be late" banner in Settings > Notifications.
struct NotificationHealth {
    enum Warning: Equatable {
        case backgroundRefreshOff(action: Action)
        case lowPowerMode
    }
    enum Action: String, Equatable { case openSettings, restrictedByDevice }

    var refreshStatus: UIBackgroundRefreshStatus
    var isLowPowerModeEnabled: Bool
    var osMajorVersion: Int

    static func current() -> NotificationHealth {
        NotificationHealth(refreshStatus: UIApplication.shared.backgroundRefreshStatus,
                           isLowPowerModeEnabled: ProcessInfo.processInfo.isLowPowerModeEnabled,
                           osMajorVersion: ProcessInfo.processInfo.operatingSystemVersion.majorVersion)
    }

    /// Low Power Mode pauses Background App Refresh (our departures refresh task)
    /// but, since iOS 16, no longer holds back our push alerts.
    var warnings: [Warning] {
        var result: [Warning] = []
        switch refreshStatus {
        case .available: break
        case .denied, .restricted: result.append(.backgroundRefreshOff(action: .restrictedByDevice))
        @unknown default: break
        }
        if isLowPowerModeEnabled {
            result.append(.lowPowerMode)
        }
        return result
    }
}
