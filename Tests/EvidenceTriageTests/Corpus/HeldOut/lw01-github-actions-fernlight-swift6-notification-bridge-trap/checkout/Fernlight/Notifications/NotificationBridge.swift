import Foundation
import UserNotifications

/// Thin, nonisolated shim between UserNotifications and the app.
///
/// UNUserNotificationCenter calls its delegate on its own serial call-out queue
/// (`com.apple.usernotifications.UNUserNotificationServiceConnection.call-out`),
/// not on the main thread. The router it forwards to is `@MainActor`.
final class NotificationBridge: NSObject, UNUserNotificationCenterDelegate, @unchecked Sendable {
    private let router: NotificationResponseRouter

    init(router: NotificationResponseRouter) {
        self.router = router
    }

    // MARK: UNUserNotificationCenterDelegate

    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        let event = NotificationEvent(response: response)
        deliver(event, completion: completionHandler)
    }

    /// Entry point shared by the delegate callback and the tests.
    ///
    /// Swift 6 migration (PR #612): the old `DispatchQueue.main.async` hop was
    /// replaced by `MainActor.assumeIsolated` "because the router is main-actor
    /// isolated anyway". The call-out queue is not the main queue.
    func deliver(_ event: NotificationEvent, completion: @escaping () -> Void) {
        NSLog("[Notifications] delivering response category=%@ on %@",
              event.categoryIdentifier,
              String(cString: __dispatch_queue_get_label(nil)))
        MainActor.assumeIsolated {
            router.open(event)
        }
        completion()
    }
}

struct NotificationEvent: Sendable, Equatable {
    var categoryIdentifier: String
    var actionIdentifier: String
    var issueID: String?

    init(categoryIdentifier: String, actionIdentifier: String, issueID: String?) {
        self.categoryIdentifier = categoryIdentifier
        self.actionIdentifier = actionIdentifier
        self.issueID = issueID
    }

    init(response: UNNotificationResponse) {
        let content = response.notification.request.content
        self.init(categoryIdentifier: content.categoryIdentifier,
                  actionIdentifier: response.actionIdentifier,
                  issueID: content.userInfo["issueID"] as? String)
    }
}
