import LanternSync
import UserNotifications

/// Decrypts the push and applies the embedded sync batch before the banner
/// is shown (new in this PR: the extension now links LanternSync).
final class NotificationService: UNNotificationServiceExtension {
    private var contentHandler: ((UNNotificationContent) -> Void)?
    private var bestAttempt: UNMutableNotificationContent?

    override func didReceive(_ request: UNNotificationRequest,
                             withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        self.contentHandler = contentHandler
        bestAttempt = request.content.mutableCopy() as? UNMutableNotificationContent
        Task {
            if let batch = SyncBatch(pushPayload: request.content.userInfo) {
                try? await SyncBatchWriter(store: .shared).apply(batch)
            }
            contentHandler(bestAttempt ?? request.content)
        }
    }

    override func serviceExtensionTimeWillExpire() {
        if let contentHandler, let bestAttempt {
            contentHandler(bestAttempt)
        }
    }
}
