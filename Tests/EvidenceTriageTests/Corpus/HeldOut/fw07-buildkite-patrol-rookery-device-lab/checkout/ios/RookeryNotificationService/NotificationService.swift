import Flutter
import UserNotifications

/// Decrypts end-to-end encrypted pushes. The payload is opaque; the Dart code in
/// lib/notifications/ios_service.dart runs in a headless FlutterEngine here and
/// returns the sender and body. If that fails, the original APNs alert is shown,
/// which the server sets to "New notification".
final class NotificationService: UNNotificationServiceExtension {
    private var contentHandler: ((UNNotificationContent) -> Void)?
    private var bestAttempt: UNMutableNotificationContent?
    private var engine: FlutterEngine?

    override func didReceive(_ request: UNNotificationRequest,
                             withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        self.contentHandler = contentHandler
        bestAttempt = request.content.mutableCopy() as? UNMutableNotificationContent

        let engine = FlutterEngine(name: "rookery-nse", project: nil, allowHeadlessExecution: true)
        guard engine.run(withEntrypoint: "notificationServiceMain") else {
            contentHandler(request.content)   // falls back to "New notification"
            return
        }
        self.engine = engine
        DecryptChannel(engine: engine).decrypt(request.content.userInfo) { [weak self] result in
            guard let self, let content = self.bestAttempt else { return }
            if let result {
                content.title = result.sender
                content.body = result.body
            }
            contentHandler(content)
        }
    }

    override func serviceExtensionTimeWillExpire() {
        if let contentHandler, let bestAttempt { contentHandler(bestAttempt) }
    }
}
