import UserNotifications
import WhisperCrypto

final class NotificationService: UNNotificationServiceExtension {
    private var contentHandler: ((UNNotificationContent) -> Void)?
    private var content: UNMutableNotificationContent?
    private let decryptor: PreviewDecrypting

    override convenience init() {
        self.init(decryptor: PreviewDecryptor(keys: SharedKeyStore.appGroup))
    }

    init(decryptor: PreviewDecrypting) {
        self.decryptor = decryptor
        super.init()
    }

    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        self.contentHandler = contentHandler
        guard let content = request.content.mutableCopy() as? UNMutableNotificationContent else {
            contentHandler(request.content)
            return
        }
        decryptor.decryptPreview(of: request.content.userInfo) { preview in
            if let preview {
                content.title = preview.sender
                content.body = preview.text
            }
            contentHandler(content)
        }
    }

    /// Out of time: deliver what we have.
    override func serviceExtensionTimeWillExpire() {
        if let contentHandler {
            contentHandler(content ?? UNMutableNotificationContent())
        }
    }
}
