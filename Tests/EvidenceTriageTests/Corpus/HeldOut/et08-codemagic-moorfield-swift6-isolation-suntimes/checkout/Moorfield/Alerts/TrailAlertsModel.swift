import Foundation
import Observation
import UserNotifications

/// Backs the "Trail alerts" settings screen: whether closures and storm
/// warnings for saved trails can be delivered as notifications.
@MainActor
@Observable
final class TrailAlertsModel {
    enum Status: Equatable {
        case unknown
        case allowed
        case denied
        case notDetermined
    }

    private(set) var status: Status = .unknown
    private let center: NotificationCenterClient

    init(center: NotificationCenterClient = .live) {
        self.center = center
    }

    /// MRF-512: refresh the badge on the settings row whenever the screen appears.
    func refreshAuthorizationStatus(completion: (() -> Void)? = nil) {
        center.getAuthorizationStatus { authorization in
            switch authorization {
            case .authorized, .provisional, .ephemeral:
                self.status = .allowed
            case .denied:
                self.status = .denied
            case .notDetermined:
                self.status = .notDetermined
            @unknown default:
                self.status = .unknown
            }
            completion?()
        }
    }
}

/// Thin wrapper so tests can swap the notification center.
struct NotificationCenterClient {
    var getAuthorizationStatus: (_ completion: @escaping (UNAuthorizationStatus) -> Void) -> Void

    static let live = NotificationCenterClient { completion in
        // UNUserNotificationCenter calls this back on a private background queue.
        UNUserNotificationCenter.current().getNotificationSettings { settings in
            completion(settings.authorizationStatus)
        }
    }
}
