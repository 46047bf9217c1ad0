import UIKit

/// Handles an incoming-message event while the app is in the background and
/// posts a local notification for it.
final class NotificationFetcher {
    var application: BackgroundTaskApplication = UIApplication.shared
    var database: MailDatabase = .shared
    private var backgroundTask: UIBackgroundTaskIdentifier = .invalid

    func handleIncomingMessage(chatId: Int, messageId: Int) {
        let chat = database.getChat(id: chatId)          // touches the shared sqlite file
        guard !chat.isMuted else { return }
        registerNotificationBackgroundTask(messageId: messageId)
        let message = database.getMessage(id: messageId)
        NotificationPoster.post(chat: chat, message: message)
        unregisterNotificationBackgroundTask()
    }

    private func registerNotificationBackgroundTask(messageId: Int) {
        backgroundTask = application.beginBackgroundTask(withName: "notify-\(messageId)") { [weak self] in
            self?.unregisterNotificationBackgroundTask()
        }
    }

    private func unregisterNotificationBackgroundTask() {
        guard backgroundTask != .invalid else { return }
        application.endBackgroundTask(backgroundTask)
        backgroundTask = .invalid
    }
}

protocol BackgroundTaskApplication {
    func beginBackgroundTask(withName: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}
extension UIApplication: BackgroundTaskApplication {}
