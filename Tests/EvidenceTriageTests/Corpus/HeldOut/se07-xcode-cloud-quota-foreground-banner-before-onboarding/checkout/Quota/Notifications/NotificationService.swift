import UserNotifications

final class NotificationService: NSObject, UNUserNotificationCenterDelegate {
    static let shared = NotificationService()

    /// Called from the last onboarding page.
    func requestPermission() async -> Bool {
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        return (try? await center.requestAuthorization(options: [.alert, .sound, .badge])) ?? false
    }

    func notifyThreshold(_ percent: Int) {
        let content = UNMutableNotificationContent()
        content.title = "Quota at \(percent)%"
        content.body = "You have used \(percent)% of this month's allowance."
        let req = UNNotificationRequest(identifier: "threshold-\(percent)", content: content, trigger: nil)
        UNUserNotificationCenter.current().add(req)
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
        [.banner, .sound]
    }
}
