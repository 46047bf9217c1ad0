import UserNotifications
import HearthCrypto

final class NotificationService: UNNotificationServiceExtension {
    private var contentHandler: ((UNNotificationContent) -> Void)?
    private var bestAttempt: UNMutableNotificationContent?

    override func didReceive(_ request: UNNotificationRequest,
                             withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        self.contentHandler = contentHandler
        guard let content = request.content.mutableCopy() as? UNMutableNotificationContent else {
            contentHandler(request.content); return
        }
        bestAttempt = content
        if let sealed = content.userInfo["sealed"] as? String,
           let opened = try? FamilyBox.shared.open(sealed) {
            content.title = opened.senderName
            content.body = opened.preview
            content.threadIdentifier = "family-\(opened.familyID)"
        }
        contentHandler(content)
    }

    override func serviceExtensionTimeWillExpire() {
        if let handler = contentHandler, let content = bestAttempt { handler(content) }
    }
}
