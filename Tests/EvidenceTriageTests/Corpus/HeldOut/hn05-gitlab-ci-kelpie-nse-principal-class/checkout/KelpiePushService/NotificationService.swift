//
//  NotificationService.swift
//  KelpiePushService (Notification Service Extension)
//
//  Rewrites board-post pushes: prefixes the title, stores the post in the
//  shared history, attaches the post's image.
//

import KelpieKit
import UserNotifications

final class NotificationService: UNNotificationServiceExtension {
    private var contentHandler: ((UNNotificationContent) -> Void)?
    private var bestAttemptContent: UNMutableNotificationContent?
    private let history: NotificationHistory = .shared
    private let downloader = AttachmentDownloader()

    override func didReceive(_ request: UNNotificationRequest,
                             withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        self.contentHandler = contentHandler
        bestAttemptContent = request.content.mutableCopy() as? UNMutableNotificationContent

        if let bestAttemptContent, let post = BoardPush(userInfo: bestAttemptContent.userInfo) {
            // Our own posts come back to us through the board fan-out; don't alert for them.
            if post.authorID == history.currentUserID {
                return
            }
            bestAttemptContent.title = "📌 New on Kelpie: \(post.boardName)"
            try? history.add(post)
            Task {
                if let url = post.imageURL, let attachment = try? await downloader.attachment(from: url) {
                    bestAttemptContent.attachments = [attachment]
                }
                contentHandler(bestAttemptContent)
            }
        }
    }

    override func serviceExtensionTimeWillExpire() {
        if let contentHandler, let bestAttemptContent {
            contentHandler(bestAttemptContent)
        }
    }
}
