import UserNotifications

final class NotificationService: UNNotificationServiceExtension {
    private var contentHandler: ((UNNotificationContent) -> Void)?
    private var best: UNMutableNotificationContent?

    override func didReceive(_ request: UNNotificationRequest,
                             withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        self.contentHandler = contentHandler
        guard let content = request.content.mutableCopy() as? UNMutableNotificationContent else {
            return contentHandler(request.content)
        }
        best = content
        let order = OrderPayload(userInfo: content.userInfo)
        content.body = order.summaryLine            // "Your order from Greenway Market: 14 items, 2 substitutions"
        PhotoAttachment.download(order.photoURL, identifier: "order-photo") { attachment in
            if let attachment { content.attachments = [attachment] }
            contentHandler(content)
        }
    }

    override func serviceExtensionTimeWillExpire() {
        if let contentHandler, let best { contentHandler(best) }
    }
}
