import Foundation
import UserNotifications

/// Posts "meeting detected" and "notes ready" banners.
///
/// `UNUserNotificationCenter` needs a real app bundle. `registerCategory()` is
/// guarded (see #88) so `swift run` no longer crashes at launch; the other
/// entry points still reach `UNUserNotificationCenter.current()` directly.
final class NotificationService {
    static let shared = NotificationService()

    private var isBundledApp: Bool { Bundle.main.bundleIdentifier != nil }

    func registerCategory() {
        guard isBundledApp else { return }
        let category = UNNotificationCategory(identifier: "meeting", actions: [], intentIdentifiers: [])
        UNUserNotificationCenter.current().setNotificationCategories([category])
    }

    func ensurePermission(_ then: @escaping (Bool) -> Void) {
        let center = UNUserNotificationCenter.current()
        center.getNotificationSettings { settings in
            if settings.authorizationStatus == .authorized { then(true); return }
            center.requestAuthorization(options: [.alert, .sound]) { granted, _ in then(granted) }
        }
    }

    func postMeetingDetected(title: String) {
        ensurePermission { granted in
            guard granted else { return }
            let content = UNMutableNotificationContent()
            content.title = "Meeting detected"
            content.body = title
            UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: UUID().uuidString, content: content, trigger: nil))
        }
    }
}
