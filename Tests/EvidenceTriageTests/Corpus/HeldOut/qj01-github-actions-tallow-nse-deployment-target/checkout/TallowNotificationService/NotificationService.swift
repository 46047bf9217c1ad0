import UserNotifications
import TallowCrypto

final class NotificationService: UNNotificationServiceExtension {
    private var contentHandler: ((UNNotificationContent) -> Void)?
    private var bestAttempt: UNMutableNotificationContent?

    override func didReceive(_ request: UNNotificationRequest,
                             withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        self.contentHandler = contentHandler
        let content = (request.content.mutableCopy() as? UNMutableNotificationContent) ?? UNMutableNotificationContent()
        bestAttempt = content
        guard let envelope = PushEnvelope(userInfo: request.content.userInfo),
              let keys = SharedKeyStore(appGroup: "group.com.tallowchat.shared"),
              let message = try? MessageCipher(keys: keys).open(envelope) else {
            contentHandler(content)
            return
        }
        content.title = "Tallow"
        content.body = "\(message.senderName): \(message.text)"
        contentHandler(content)
    }

    override func serviceExtensionTimeWillExpire() {
        if let contentHandler, let bestAttempt { contentHandler(bestAttempt) }
    }
}
