import UserNotifications
import MurmurCore

final class NotificationService: UNNotificationServiceExtension {
    private var contentHandler: ((UNNotificationContent) -> Void)?
    private var bestAttempt: UNMutableNotificationContent?

    override func didReceive(_ request: UNNotificationRequest,
                             withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        self.contentHandler = contentHandler
        let content = (request.content.mutableCopy() as! UNMutableNotificationContent)
        bestAttempt = content
        SharedState.nseFetching = true

        Task {
            let message = try await MessageFetcher(group: SharedState.groupID).fetch(request.content.userInfo)
            content.title = message.senderName
            content.body = message.previewText
            if let media = message.attachmentURL {
                // Decode the full attachment so the thumbnail matches the chat bubble.
                let image = try AttachmentDecoder().decodeFullImage(at: media)
                if let att = try? UNNotificationAttachment.thumbnail(for: image) {
                    content.attachments = [att]
                }
            }
            SharedState.nseFetching = false
            contentHandler(content)
        }
    }

    override func serviceExtensionTimeWillExpire() {
        if let bestAttempt { contentHandler?(bestAttempt) }
    }
}
