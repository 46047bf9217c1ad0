import Capacitor
import UserNotifications

final class ReminderCenterDelegate: NSObject, UNUserNotificationCenterDelegate {
    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        NSLog("[Lanternhouse] willPresent %@", notification.request.identifier)
        NotificationCenter.default.post(name: .lanternhouseReminderBanner, object: notification.request.content)
        completionHandler([])   // in-app banner only
    }
}

extension Notification.Name {
    static let lanternhouseReminderBanner = Notification.Name("lanternhouse.reminderBanner")
}
