import UIKit
import UserNotifications

extension AppDelegate {
  private static var willPresentHook: ((UNNotification) -> Void)?
  var onWillPresentForTesting: ((UNNotification) -> Void)? {
    get { AppDelegate.willPresentHook }
    set { AppDelegate.willPresentHook = newValue }
  }

  override func userNotificationCenter(_ center: UNUserNotificationCenter,
                                       willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
    AppDelegate.willPresentHook?(notification)
    super.userNotificationCenter(center, willPresent: notification, withCompletionHandler: completionHandler)
  }
}
