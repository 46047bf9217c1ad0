import Foundation
import UserNotifications

/// Counts unseen "rare bird nearby" alerts for the Sightings tab badge.
@MainActor
final class SightingBadgeCounter: NSObject, ObservableObject {
    @Published private(set) var unseen = 0

    /// Remote notification delivered to the app (foreground or background fetch).
    func didReceiveRemoteNotification(_ userInfo: [AnyHashable: Any]) {
        guard userInfo["kind"] as? String == "rare-sighting" else { return }
        unseen += 1
    }

    func markAllSeen() { unseen = 0 }
}

extension SightingBadgeCounter: UNUserNotificationCenterDelegate {
    /// Notification arriving while the app is open: show the banner and count it.
    nonisolated func userNotificationCenter(_ center: UNUserNotificationCenter,
                                            willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
        let userInfo = notification.request.content.userInfo
        await MainActor.run {
            if userInfo["kind"] as? String == "rare-sighting" { unseen += 1 }
        }
        return [.banner, .sound, .list]
    }
}
