import UserNotifications
import QuaysideCrypto
import os

private let log = Logger(subsystem: "com.quaysidehq.messenger.NotificationService", category: "nse")

final class NotificationService: UNNotificationServiceExtension {
    private var contentHandler: ((UNNotificationContent) -> Void)?
    private var bestAttempt: UNMutableNotificationContent?
    private let vault: KeyVault

    override init() {
        // 4.12: open the shared vault, run the SQLCipher schema migration and warm
        // the ratchet cache for *every* conversation before the first request.
        // All of this runs synchronously, on the main thread, during extension start-up.
        vault = KeyVault(appGroup: "group.com.quaysidehq.shared")
        try? vault.migrateIfNeeded()
        vault.warmRatchetCache(limit: .all)
        super.init()
    }

    override func didReceive(_ request: UNNotificationRequest,
                             withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        self.contentHandler = contentHandler
        let content = (request.content.mutableCopy() as? UNMutableNotificationContent) ?? UNMutableNotificationContent()
        bestAttempt = content
        guard let envelope = request.content.userInfo["q_env"] as? String,
              let conversation = request.content.userInfo["q_cid"] as? String else {
            contentHandler(content)
            return
        }
        do {
            let message = try vault.decrypt(envelope: envelope, conversation: conversation)
            content.title = message.senderDisplayName
            content.body = message.previewText
        } catch {
            log.error("decrypt failed: \(String(describing: error), privacy: .public)")
        }
        contentHandler(content)
    }

    override func serviceExtensionTimeWillExpire() {
        if let handler = contentHandler, let content = bestAttempt {
            handler(content)
        }
    }
}
