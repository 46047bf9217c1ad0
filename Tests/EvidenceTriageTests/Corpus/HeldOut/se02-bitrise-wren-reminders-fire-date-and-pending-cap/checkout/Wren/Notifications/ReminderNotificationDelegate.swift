import UserNotifications

final class ReminderNotificationDelegate: NSObject, UNUserNotificationCenterDelegate {
    static let shared = ReminderNotificationDelegate()

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
        ReminderStore.shared.markDelivered(notification.request.identifier)
        Markers.post("reminder.delivered", notification.request.identifier)
        return [.banner, .sound]
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                didReceive response: UNNotificationResponse) async {
        ReminderStore.shared.markDelivered(response.notification.request.identifier)
        Markers.post("reminder.delivered", response.notification.request.identifier)
        await Router.shared.open(reminderID: response.notification.request.identifier)
    }
}
