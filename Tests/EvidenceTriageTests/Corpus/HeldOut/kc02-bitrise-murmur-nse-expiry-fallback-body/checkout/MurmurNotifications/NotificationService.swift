import UserNotifications
import os

/// Decrypts Mastodon web-push payloads and attaches the sender's avatar.
/// The server sends an APNs alert whose body is the placeholder
/// "A new notification has been received." plus the encrypted payload.
final class NotificationService: UNNotificationServiceExtension {
    private let log = Logger(subsystem: "com.murmur.app.notifications", category: "Push")
    private let keyStore: PushKeyStore
    private let session: URLSession

    private var contentHandler: ((UNNotificationContent) -> Void)?
    private var bestAttemptContent: UNMutableNotificationContent?

    init(keyStore: PushKeyStore = .shared, session: URLSession = .shared) {
        self.keyStore = keyStore
        self.session = session
        super.init()
    }

    override convenience init() {
        self.init(keyStore: .shared, session: .shared)
    }

    override func didReceive(_ request: UNNotificationRequest,
                             withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        self.contentHandler = contentHandler
        bestAttemptContent = request.content.mutableCopy() as? UNMutableNotificationContent
        guard let bestAttemptContent,
              let payload = try? keyStore.decrypt(request.content.userInfo) else {
            contentHandler(request.content)
            return
        }

        bestAttemptContent.title = payload.title
        bestAttemptContent.body = payload.body
        log.info("decrypted \(payload.kind.rawValue) from \(payload.accountHandle), fetching icon")

        guard let iconURL = payload.iconURL else {
            contentHandler(bestAttemptContent)
            return
        }
        // Avatar download: the attachment is written to a temp file and attached.
        session.downloadTask(with: iconURL) { [weak self] location, _, error in
            guard let self else { return }
            if let location, let attachment = try? UNNotificationAttachment.avatar(from: location) {
                bestAttemptContent.attachments = [attachment]
            } else if let error {
                self.log.error("icon download failed: \(error.localizedDescription)")
            }
            self.contentHandler?(bestAttemptContent)
        }.resume()
    }
}
