import TidewireNotificationCore
import UserNotifications

final class NotificationService: UNNotificationServiceExtension {
    private var contentHandler: ((UNNotificationContent) -> Void)?
    private var bestAttempt: UNMutableNotificationContent?
    private let decryptor = NotificationDecryptor()

    override func didReceive(_ request: UNNotificationRequest,
                             withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        self.contentHandler = contentHandler
        let content = (request.content.mutableCopy() as? UNMutableNotificationContent) ?? UNMutableNotificationContent()
        content.body = "New message"
        bestAttempt = content

        guard let ciphertext = request.content.userInfo["ct"] as? String,
              let keyId = request.content.userInfo["kid"] as? String else {
            return contentHandler(content)
        }
        decryptor.decryptPreview(ciphertext: ciphertext, keyId: keyId) { preview in
            if let preview { content.body = preview }
            contentHandler(content)
        }
    }

    override func serviceExtensionTimeWillExpire() {
        if let contentHandler, let bestAttempt { contentHandler(bestAttempt) }
    }
}
