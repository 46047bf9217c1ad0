import TandemPushKit
import UserNotifications

final class NotificationService: UNNotificationServiceExtension {
    private let pipeline = PushContentPipeline.live()

    override func didReceive(_ request: UNNotificationRequest,
                             withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        pipeline.begin(request, contentHandler: contentHandler)
    }

    override func serviceExtensionTimeWillExpire() {
        pipeline.expire()
    }
}
