import Foundation
import Observation
import UserNotifications

/// Shown in Settings > Downloads: whether "new episode downloaded" alerts can
/// be delivered when the episode-download processing task finishes.
@MainActor
@Observable
final class NotificationPermissionModel {
    private(set) var status: UNAuthorizationStatus = .notDetermined
    private let log = Log.permissions

    func refresh() {
        log.info("refresh(): requesting notification settings")
        // The completion handler is delivered on a UserNotifications XPC
        // queue; in a @MainActor type the closure is inferred main-actor
        // isolated and Swift 6 checks that isolation when it is entered.
        UNUserNotificationCenter.current().getNotificationSettings { settings in
            Task { @MainActor in
                self.status = settings.authorizationStatus
            }
        }
    }
}
