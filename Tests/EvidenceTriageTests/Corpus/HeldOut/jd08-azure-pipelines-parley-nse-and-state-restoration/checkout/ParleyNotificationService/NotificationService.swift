import ParleyPushKit
import UserNotifications

final class NotificationService: UNNotificationServiceExtension {
    private lazy var processor = PushProcessor(keychain: SharedKeychain(), media: AttachmentFetcher())

    override func didReceive(_ request: UNNotificationRequest,
                             withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        processor.process(request, contentHandler: contentHandler)
    }

    override func serviceExtensionTimeWillExpire() {
        processor.timeWillExpire()
    }
}
