import UserNotifications

final class NotificationService: UNNotificationServiceExtension {
    private var contentHandler: ((UNNotificationContent) -> Void)?
    private var bestAttempt: UNMutableNotificationContent?

    override func didReceive(_ request: UNNotificationRequest,
                             withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        self.contentHandler = contentHandler
        let content = request.content.mutableCopy() as! UNMutableNotificationContent
        bestAttempt = content

        if let preview = PreviewDecryptor.decrypt(content.userInfo) {
            content.title = preview.title          // decrypted into the best attempt
        }

        guard let urlString = content.userInfo["image-url"] as? String,
              let url = URL(string: urlString) else {
            contentHandler(content); return
        }
        // Shared session: the completion is what hands the content back.
        URLSession.shared.downloadTask(with: url) { location, _, _ in
            if let location, let attachment = try? Attachments.make(from: location, url: url) {
                content.attachments = [attachment]
            }
            contentHandler(content)
        }.resume()
    }

    override func serviceExtensionTimeWillExpire() {
        // Deliver what APNs sent us rather than a half-built notification.
        if let contentHandler, let original = originalContent { contentHandler(original) }
    }

    private var originalContent: UNNotificationContent? {
        bestAttempt.map { UNNotificationContent.placeholder(from: $0) }
    }
}

