import UserNotifications

final class NotificationService: UNNotificationServiceExtension {
    private var handler: ((UNNotificationContent) -> Void)?
    private var best: UNMutableNotificationContent?

    override func didReceive(_ request: UNNotificationRequest,
                             withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        handler = contentHandler
        best = request.content.mutableCopy() as? UNMutableNotificationContent
        guard let best, let raw = request.content.userInfo["image"] as? String, let url = URL(string: raw) else {
            return contentHandler(request.content)
        }
        Task {
            if let attachment = try? await AttachmentDownloader().attachment(for: url) {
                best.attachments = [attachment]
            }
            contentHandler(best)
        }
    }

    override func serviceExtensionTimeWillExpire() {
        if let handler, let best { handler(best) }
    }
}
