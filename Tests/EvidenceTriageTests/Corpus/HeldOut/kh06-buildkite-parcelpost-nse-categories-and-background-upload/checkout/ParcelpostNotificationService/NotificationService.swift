import UserNotifications

/// Turns "pp" payloads into rich notifications: attaches the parcel photo and
/// registers a per-message category so the action buttons (Reschedule, Leave
/// with neighbour, ...) show up on the notification.
final class NotificationService: UNNotificationServiceExtension {
    private var contentHandler: ((UNNotificationContent) -> Void)?
    private var bestAttempt: UNMutableNotificationContent?
    var center: UNUserNotificationCenter = .current()

    override func didReceive(_ request: UNNotificationRequest,
                             withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        self.contentHandler = contentHandler
        guard let content = request.content.mutableCopy() as? UNMutableNotificationContent,
              let pp = content.userInfo["pp"] as? [String: Any],
              let messageID = pp["messageId"] as? String else {
            contentHandler(request.content)
            return
        }
        bestAttempt = content

        if let buttons = pp["actionButtons"] as? [[String: Any]], !buttons.isEmpty {
            let categoryID = "pp-msg-\(messageID)"
            content.categoryIdentifier = categoryID
            let actions = buttons.compactMap(Self.action(from:))
            let category = UNNotificationCategory(identifier: categoryID, actions: actions,
                                                  intentIdentifiers: [], options: [])
            center.getNotificationCategories { [center] existing in
                center.setNotificationCategories(existing.union([category]))
            }
        }
        contentHandler(content)
    }

    override func serviceExtensionTimeWillExpire() {
        if let contentHandler, let bestAttempt { contentHandler(bestAttempt) }
    }

    static func action(from button: [String: Any]) -> UNNotificationAction? {
        guard let id = button["identifier"] as? String, let title = button["title"] as? String else { return nil }
        let opensApp = button["openApp"] as? Bool ?? false
        return UNNotificationAction(identifier: id, title: title, options: opensApp ? [.foreground] : [])
    }
}
