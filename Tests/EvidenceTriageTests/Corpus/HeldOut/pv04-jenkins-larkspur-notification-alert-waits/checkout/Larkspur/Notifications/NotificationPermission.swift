import UserNotifications

final class NotificationPermission {
    private let center: UserNotificationCentering
    init(center: UserNotificationCentering = UNUserNotificationCenter.current()) { self.center = center }

    /// Asked only from the Reminders tab, when the user turns reminders on.
    func request() async -> Bool {
        (try? await center.requestAuthorization(options: [.alert, .badge, .sound])) ?? false
    }

    func currentStatus() async -> UNAuthorizationStatus { await center.authorizationStatus() }
}
