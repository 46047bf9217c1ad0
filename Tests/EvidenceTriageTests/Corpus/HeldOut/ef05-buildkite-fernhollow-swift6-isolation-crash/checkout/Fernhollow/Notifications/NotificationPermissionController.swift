import Foundation
import Observation
import UserNotifications

@MainActor
@Observable
final class NotificationPermissionController {
    enum State: Equatable { case unknown, granted, denied }

    private(set) var state: State = .unknown
    private let center: UNUserNotificationCenter

    init(center: UNUserNotificationCenter = .current()) {
        self.center = center
    }

    /// Asks once, from onboarding; the answer drives whether the inbox
    /// refresh posts "new mail" notifications from the background.
    func requestAuthorization() {
        center.requestAuthorization(options: [.alert, .badge, .sound]) { granted, _ in
            self.state = granted ? .granted : .denied
        }
    }
}
