import UserNotifications

final class NotificationRouter: NSObject, UNUserNotificationCenterDelegate {
    private let navigator: Navigating
    init(navigator: Navigating) { self.navigator = navigator }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        handle(response: response, completion: completionHandler)
    }

    func handle(response: NotificationResponseProtocol, completion: @escaping () -> Void) {
        guard let raw = response.userInfo["article"] as? String,
              let id = ArticleID(rawValue: raw) else {
            Log.push.error("rejected deep link \(String(describing: response.userInfo["article"]))")
            return
        }
        navigator.open(article: id) { completion() }
    }
}
