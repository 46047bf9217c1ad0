import UserNotifications

enum NotificationCategoryRegistrar {
    static let messageReply = "MESSAGE_REPLY"

    static func register(center: UNUserNotificationCenter = .current()) {
        let reply = UNTextInputNotificationAction(identifier: "reply", title: "Reply", options: [])
        center.setNotificationCategories([
            UNNotificationCategory(identifier: messageReply, actions: [reply], intentIdentifiers: [], options: [])
        ])
    }
}
