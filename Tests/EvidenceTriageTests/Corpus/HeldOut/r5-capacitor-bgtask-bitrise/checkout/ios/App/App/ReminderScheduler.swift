import Foundation
import UserNotifications

/// Native helper behind the app's "daily digest" setting (exposed to JS via ParcelpointPlugin).
enum ReminderScheduler {
    static func dailyDigestRequest(startingAt start: Date, calendar: Calendar = .current) -> UNNotificationRequest {
        let content = UNMutableNotificationContent()
        content.title = "Your parcels today"
        // BUG: a repeating calendar trigger only matches hour/minute, so the chosen start
        // day is lost and the first digest fires at the next 18:30 - possibly today.
        let components = calendar.dateComponents([.hour, .minute], from: start)
        let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
        return UNNotificationRequest(identifier: "daily-digest", content: content, trigger: trigger)
    }
}
