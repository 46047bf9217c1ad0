import Foundation
import UserNotifications

/// Turns an incoming page into notification content.
/// Severity 4 ("high") must break through Focus; severity 5 is reserved for
/// critical alerts, which we do not hold the entitlement for.
struct AlertNotificationBuilder {

    func content(for page: Page) -> UNMutableNotificationContent {
        let content = UNMutableNotificationContent()
        content.title = page.title.isEmpty ? page.service : page.title
        content.body = page.summary
        content.threadIdentifier = "service.\(page.serviceID)"
        content.userInfo = ["page_id": page.id, "service_id": page.serviceID]
        content.sound = .default

        switch page.severity {
        case 1, 2:
            content.interruptionLevel = .passive
            content.relevanceScore = 0.25
        case 4, 5:
            // Needs com.apple.developer.usernotifications.time-sensitive in the
            // signed app. Without it iOS silently delivers this as .active.
            content.interruptionLevel = .timeSensitive
            content.relevanceScore = 1
        default:
            content.interruptionLevel = .active
            content.relevanceScore = 0.5
        }
        return content
    }
}

struct Page: Equatable, Sendable {
    var id: String
    var serviceID: String
    var service: String
    var title: String
    var summary: String
    var severity: Int
}
