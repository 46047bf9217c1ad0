import Foundation
import UserNotifications

/// Routes a visit push to the visit screen. Becomes ready once the root
/// navigation stack and UNUserNotificationCenter delegate are installed.
@MainActor
final class NotificationRouter: NSObject, UNUserNotificationCenterDelegate {
    private(set) var isReady = false
    private var navigator: VisitNavigator?

    func install(navigator: VisitNavigator, center: UNUserNotificationCenter = .current()) {
        self.navigator = navigator
        center.delegate = self
        isReady = true
    }

    func open(_ payload: [AnyHashable: Any]) {
        guard isReady, let visitID = payload["visit_id"] as? String else { return }
        navigator?.showVisit(id: visitID)
    }

    func presentInForeground(_ payload: [AnyHashable: Any]) {
        guard isReady else { return }
        LocalBannerPresenter.shared.present(payload)
    }

    nonisolated func userNotificationCenter(_ center: UNUserNotificationCenter,
                                            willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
        [.banner, .sound]
    }
}
