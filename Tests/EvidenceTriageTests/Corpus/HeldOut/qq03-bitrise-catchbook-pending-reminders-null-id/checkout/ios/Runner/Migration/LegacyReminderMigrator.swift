import Foundation
import UserNotifications

/// Moves reminders created by the pre-Flutter (2.x) native app into the new scheduler.
enum LegacyReminderMigrator {
    static func migrate(_ legacy: [LegacyReminder], center: UNUserNotificationCenter = .current()) {
        for r in legacy {
            let content = UNMutableNotificationContent()
            content.title = r.title
            content.body = r.body
            content.userInfo = ["legacyId": r.uuid, "spot": r.spotName]
            let trigger = UNCalendarNotificationTrigger(dateMatching: r.fireComponents, repeats: r.repeatsWeekly)
            center.add(UNNotificationRequest(identifier: r.uuid, content: content, trigger: trigger))
        }
    }
}
