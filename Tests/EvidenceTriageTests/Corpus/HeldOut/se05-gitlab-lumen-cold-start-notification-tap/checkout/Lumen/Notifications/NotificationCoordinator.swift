import UserNotifications
import os

@MainActor
final class NotificationCoordinator: NSObject, UNUserNotificationCenterDelegate {
    static let shared = NotificationCoordinator()
    private let log = Logger(subsystem: "chat.lumen.app", category: "Notif")
    private var store: MessageStore?

    func install(store: MessageStore) {
        self.store = store
        UNUserNotificationCenter.current().delegate = self
        log.info("UNUserNotificationCenter delegate installed")
    }

    nonisolated func userNotificationCenter(_ center: UNUserNotificationCenter,
                                            didReceive response: UNNotificationResponse) async {
        let chatID = response.notification.request.content.userInfo["chat"] as? String
        await MainActor.run { Router.shared.openChat(id: chatID) }
    }
}
