import Foundation
import UserNotifications

struct ReminderScheduler {
    let center: NotificationPosting
    let calendar: Calendar

    func scheduleTrialEnding(expiresAt: Date) throws {
        let fireDate = expiresAt.addingTimeInterval(-2 * 86_400)
        let comps = calendar.dateComponents(in: TimeZone(identifier: "UTC")!, from: fireDate)
        let trigger = UNCalendarNotificationTrigger(
            dateMatching: DateComponents(month: comps.month, day: comps.day, hour: comps.hour), repeats: false)
        let content = UNMutableNotificationContent()
        content.title = NotificationCopy.trialEndingTitle
        content.body = NotificationCopy.trialEndingBody(days: 2)
        content.categoryIdentifier = "trial-ending"
        center.add(UNNotificationRequest(identifier: "trial-ending", content: content, trigger: trigger))
    }
}
