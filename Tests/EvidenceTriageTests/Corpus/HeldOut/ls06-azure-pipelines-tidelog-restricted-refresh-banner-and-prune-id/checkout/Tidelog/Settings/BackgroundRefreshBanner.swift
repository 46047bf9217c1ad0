import UIKit

/// Settings > Sync shows a warning when iOS will not give Tidelog background refresh time.
enum BackgroundRefreshBanner: Equatable {
    case none
    case turnedOff(settingsLink: Bool)

    static func make(for status: UIBackgroundRefreshStatus) -> BackgroundRefreshBanner {
        switch status {
        case .available:
            return .none
        case .denied, .restricted:
            // Both mean no background refresh, so warn in both cases.
            return .turnedOff(settingsLink: true)
        @unknown default:
            return .none
        }
    }
}
