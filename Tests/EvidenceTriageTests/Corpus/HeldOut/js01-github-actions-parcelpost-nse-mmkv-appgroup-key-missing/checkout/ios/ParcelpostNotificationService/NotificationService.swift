import UserNotifications
import ParcelpostShared

final class NotificationService: UNNotificationServiceExtension {
    private var contentHandler: ((UNNotificationContent) -> Void)?
    private var bestAttempt: UNMutableNotificationContent?

    override func didReceive(_ request: UNNotificationRequest,
                             withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        self.contentHandler = contentHandler
        let content = (request.content.mutableCopy() as? UNMutableNotificationContent) ?? UNMutableNotificationContent()
        bestAttempt = content
        let groupID = Bundle.main.object(forInfoDictionaryKey: "AppGroup") as? String ?? "group.com.parcelpost.shared"
        Task {
            let enriched = await NotificationEnricher(appGroupID: groupID).enrich(content)
            contentHandler(enriched)
        }
    }

    override func serviceExtensionTimeWillExpire() {
        if let handler = contentHandler, let content = bestAttempt { handler(content) }
    }
}
