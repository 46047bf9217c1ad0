import UserNotifications
import CorvidNotificationServiceCore

final class NotificationService: UNNotificationServiceExtension {

    // Built eagerly so didReceive can decrypt immediately.
    private let keyStore: KeyStore
    private var contentHandler: ((UNNotificationContent) -> Void)?
    private var bestAttempt: UNMutableNotificationContent?

    override init() {
        // Derives the device message key from the keychain secret (PBKDF2-SHA256, 600_000 rounds).
        // Runs on the thread that creates the principal class — the extension's main thread.
        keyStore = KeyStore.derive(rounds: 600_000)
        super.init()
    }

    override func didReceive(_ request: UNNotificationRequest,
                             withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        self.contentHandler = contentHandler
        bestAttempt = request.content.mutableCopy() as? UNMutableNotificationContent
        if let decrypted = try? MessageDecryptor(keyStore: keyStore).decrypt(request) {
            bestAttempt?.title = decrypted.sender
            bestAttempt?.body = decrypted.body
        }
        contentHandler(bestAttempt ?? request.content)
    }

    override func serviceExtensionTimeWillExpire() {
        if let handler = contentHandler, let content = bestAttempt { handler(content) }
    }
}
