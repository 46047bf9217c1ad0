import UserNotifications

final class NotificationService: UNNotificationServiceExtension {
    override func didReceive(_ request: UNNotificationRequest,
                             withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        guard let content = request.content.mutableCopy() as? UNMutableNotificationContent,
              let payload = GuestMessagePayload(userInfo: request.content.userInfo),
              let message = try? GuestMessageDecryptor(keychainGroup: "app.bellhop.shared").decrypt(payload) else {
            contentHandler(request.content)
            return
        }
        content.title = message.senderDisplayName
        content.body = message.preview
        contentHandler(content)
    }
}
