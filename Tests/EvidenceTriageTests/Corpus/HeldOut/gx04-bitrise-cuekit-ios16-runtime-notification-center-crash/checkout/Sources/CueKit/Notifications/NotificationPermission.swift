import UserNotifications

public enum NotificationPermission {
    public static func status() async -> UNAuthorizationStatus {
        let center = UNUserNotificationCenter.current()
        return await center.notificationSettings().authorizationStatus
    }
}
