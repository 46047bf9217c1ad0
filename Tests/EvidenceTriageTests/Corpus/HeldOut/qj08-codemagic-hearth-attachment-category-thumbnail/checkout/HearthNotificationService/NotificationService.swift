import UserNotifications

final class NotificationService: UNNotificationServiceExtension {
    private var handler: ((UNNotificationContent) -> Void)?
    private var content: UNMutableNotificationContent?

    override func didReceive(_ request: UNNotificationRequest,
                             withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        handler = contentHandler
        guard let content = request.content.mutableCopy() as? UNMutableNotificationContent else {
            return contentHandler(request.content)
        }
        self.content = content
        let payload = PushPayload(userInfo: request.content.userInfo)
        Task {
            if let attachment = await AttachmentLoader().load(payload) { content.attachments = [attachment] }
            AttachmentCategory.apply(to: content, payload: payload)
            contentHandler(content)
        }
    }

    override func serviceExtensionTimeWillExpire() {
        if let handler, let content { handler(content) }
    }
}
