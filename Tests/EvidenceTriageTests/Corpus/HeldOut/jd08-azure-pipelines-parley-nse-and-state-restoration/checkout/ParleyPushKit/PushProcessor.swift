import Foundation
import UserNotifications

/// Decrypts message previews for the Notification Service Extension.
/// The extension process is reused across pushes and has a hard memory limit,
/// so nothing per-push may outlive the contentHandler call.
public final class PushProcessor {
    private static var openSessions: [String: NSEUserSession] = [:]

    private let keychain: KeyProviding
    private let media: MediaFetching
    private var contentHandler: ((UNNotificationContent) -> Void)?
    private(set) var bestAttempt: UNMutableNotificationContent?
    public private(set) weak var lastSession: NSEUserSession?

    public init(keychain: KeyProviding, media: MediaFetching) {
        self.keychain = keychain
        self.media = media
    }

    public func process(_ request: UNNotificationRequest, contentHandler: @escaping (UNNotificationContent) -> Void) {
        self.contentHandler = contentHandler
        guard let content = request.content.mutableCopy() as? UNMutableNotificationContent else {
            return contentHandler(request.content)
        }
        bestAttempt = content
        let userID = request.content.userInfo["user_id"] as? String ?? "unknown"
        let session = Self.openSessions[userID] ?? NSEUserSession(userID: userID, keychain: keychain)
        Self.openSessions[userID] = session
        lastSession = session

        if let preview = session.decryptPreview(request.content.userInfo) {
            content.title = preview.sender
            content.body = preview.text
        }
        media.fetchAttachment(for: request.content.userInfo) { attachment in
            if let attachment { content.attachments = [attachment] }
            self.deliver(content)
        }
    }

    /// Called by the system shortly before the extension is killed.
    public func timeWillExpire() {
        NSLog("[NSE] serviceExtensionTimeWillExpire: media fetch still running, best attempt has title=%@", bestAttempt?.title ?? "nil")
        media.cancelAll()
    }

    private func deliver(_ content: UNNotificationContent) {
        contentHandler?(content)
        contentHandler = nil
    }
}
