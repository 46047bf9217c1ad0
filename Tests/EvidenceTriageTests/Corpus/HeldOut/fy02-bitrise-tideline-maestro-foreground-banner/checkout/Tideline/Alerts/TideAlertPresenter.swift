import UserNotifications
import os

/// Shows tide alerts as banners even while Tideline is open.
final class TideAlertPresenter: NSObject, UNUserNotificationCenterDelegate {
    private let log = Logger(subsystem: "com.tidelineapp.ios", category: "alerts")

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
        log.info("willPresent \(notification.request.identifier, privacy: .public) presenting [.banner, .sound]")
        return [.banner, .sound]
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                didReceive response: UNNotificationResponse) async {
        guard let station = response.notification.request.content.userInfo["station"] as? String else { return }
        log.info("alert tapped, opening station \(station, privacy: .public)")
        await Router.shared.open(.station(station))
    }
}
