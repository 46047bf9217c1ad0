import UIKit
import UserNotifications

/// Registers for remote pushes once the user has allowed notifications.
///
/// Called when the streak-reminder toggle is switched on in Settings, and again
/// from `SceneDelegate.sceneDidBecomeActive` so that a permission granted in the
/// system Settings app is picked up without a relaunch.
@MainActor
final class NotificationRegistrar {
    private let center: UNUserNotificationCenter
    private let application: RemoteNotificationRegistering

    /// Last status read from the notification center; shown on the Settings screen.
    private(set) var lastKnownStatus: UNAuthorizationStatus = .notDetermined

    init(center: UNUserNotificationCenter = .current(),
         application: RemoteNotificationRegistering = UIApplication.shared) {
        self.center = center
        self.application = application
    }

    func registerForRemoteNotificationsIfAuthorized(completion: (() -> Void)? = nil) {
        // NOTE: this closure is written inside a @MainActor method, so with
        // SWIFT_VERSION = 6 it is inferred to be main-actor isolated. The
        // UserNotifications framework calls it on its own serial queue
        // (com.apple.usernotifications.UNUserNotificationServiceConnection.call-out).
        center.getNotificationSettings { settings in
            let status = settings.authorizationStatus
            DispatchQueue.main.async {
                self.lastKnownStatus = status
                if status == .authorized {
                    self.application.registerForRemoteNotifications()
                }
                completion?()
            }
        }
    }
}

@MainActor
protocol RemoteNotificationRegistering: AnyObject {
    func registerForRemoteNotifications()
}

extension UIApplication: RemoteNotificationRegistering {}
