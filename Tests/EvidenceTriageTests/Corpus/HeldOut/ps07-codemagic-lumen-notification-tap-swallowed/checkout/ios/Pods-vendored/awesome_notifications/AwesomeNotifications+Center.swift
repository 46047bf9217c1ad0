// Vendored from awesome_notifications (ios/Classes/lib/AwesomeNotifications.swift), excerpt.
import UserNotifications

extension AwesomeNotifications: UNUserNotificationCenterDelegate {

    func activateNotificationCenterDelegate() {
        UNUserNotificationCenter.current().delegate = self
    }

    public func userNotificationCenter(_ center: UNUserNotificationCenter,
                                       didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping () -> Void) {
        guard let json = AwesomePayload.decode(response.notification.request.content.userInfo) else {
            completionHandler()
            return
        }
        receiveAction(json: json, actionKey: response.actionIdentifier)
        completionHandler()
    }

    public func userNotificationCenter(_ center: UNUserNotificationCenter,
                                       willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        guard let json = AwesomePayload.decode(notification.request.content.userInfo) else {
            completionHandler([])
            return
        }
        completionHandler(presentationOptions(for: json))
    }
}
