import UserNotifications

/// Decides which category an incoming notification carries once the
/// service extension has processed its attachment.
enum AttachmentCategory {
    static let dynamic = "DYNAMIC"

    static func apply(to content: UNMutableNotificationContent, payload: PushPayload) {
        guard !content.attachments.isEmpty || payload.entityID != nil else { return }
        // The content extension renders camera streams, maps and media players.
        content.categoryIdentifier = dynamic
    }
}
