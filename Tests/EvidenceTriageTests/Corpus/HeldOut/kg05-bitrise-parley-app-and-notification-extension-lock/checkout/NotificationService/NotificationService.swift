import ParleyKit
import UserNotifications

final class NotificationService: UNNotificationServiceExtension {
    private var contentHandler: ((UNNotificationContent) -> Void)?
    private var bestAttempt: UNMutableNotificationContent?
    var transaction = CryptoTransaction(lock: .cryptoStore(processName: "nse"))

    override func didReceive(_ request: UNNotificationRequest,
                             withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        self.contentHandler = contentHandler
        bestAttempt = request.content.mutableCopy() as? UNMutableNotificationContent
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let body = try? transaction.perform("decrypt-push") { try MessageDecryptor.decrypt(request.content.userInfo) }
            bestAttempt?.body = body ?? "New message"
            contentHandler(bestAttempt ?? request.content)
        }
    }

    override func serviceExtensionTimeWillExpire() {
        NSLog("[NSE] serviceExtensionTimeWillExpire: delivering fallback content")
        if let contentHandler, let bestAttempt { contentHandler(bestAttempt) }
    }
}
