import Foundation
import UserNotifications

/// Decrypts the relay payload, fetches an optional image attachment and hands the
/// result to the content handler. Shared by the extension and its unit tests.
public final class PushContentPipeline {
    private let decryptor: MessageDecrypting
    private let attachments: AttachmentFetching
    private var contentHandler: ((UNNotificationContent) -> Void)?
    private var bestAttempt: UNMutableNotificationContent?

    public init(decryptor: MessageDecrypting, attachments: AttachmentFetching) {
        self.decryptor = decryptor
        self.attachments = attachments
    }

    public func begin(_ request: UNNotificationRequest, contentHandler: @escaping (UNNotificationContent) -> Void) {
        self.contentHandler = contentHandler
        let content = (request.content.mutableCopy() as? UNMutableNotificationContent) ?? UNMutableNotificationContent()
        if let plain = try? decryptor.decrypt(request.content.userInfo) {
            content.title = plain.sender
            content.body = plain.text
        }
        bestAttempt = content
        attachments.fetch(for: request.content.userInfo) { [weak self] attachment in
            guard let self, let content = self.bestAttempt else { return }
            if let attachment { content.attachments = [attachment] }
            self.finish(with: content)
        }
    }

    /// Out of time: show something rather than nothing.
    public func expire() {
        let fallback = UNMutableNotificationContent()
        fallback.title = "Tandem"
        fallback.body = "New message"
        finish(with: fallback)
    }

    private func finish(with content: UNNotificationContent) {
        contentHandler?(content)
        contentHandler = nil
    }
}
