import UserNotifications

final class NotificationService: UNNotificationServiceExtension {
    private var content: UNMutableNotificationContent?

    override func didReceive(_ request: UNNotificationRequest,
                             withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        content = request.content.mutableCopy() as? UNMutableNotificationContent
        do {
            let db = try ChatDatabase.open(migrate: true)
            let preview = try MessagePreview.decrypt(request.content.userInfo, in: db)
            content?.body = preview.text
        } catch {
            content?.body = "New message"
        }
        contentHandler(content ?? request.content)
    }
}
