import UserNotifications
import ParcelPostKit

final class NotificationService: UNNotificationServiceExtension {
    private var contentHandler: ((UNNotificationContent) -> Void)?
    private var bestAttempt: UNMutableNotificationContent?

    override func didReceive(_ request: UNNotificationRequest,
                             withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        self.contentHandler = contentHandler
        let decryptor = NotificationDecryptor(keyStore: SessionKeyStore(accessGroup: SharedConfig.keychainAccessGroup))
        let content = decryptor.rewrite(request.content) ?? (request.content.mutableCopy() as! UNMutableNotificationContent)
        bestAttempt = content
        contentHandler(content)
    }

    override func serviceExtensionTimeWillExpire() {
        if let contentHandler, let bestAttempt { contentHandler(bestAttempt) }
    }
}
