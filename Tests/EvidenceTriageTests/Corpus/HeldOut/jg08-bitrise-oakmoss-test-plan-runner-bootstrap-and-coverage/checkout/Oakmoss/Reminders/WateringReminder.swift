import Foundation
import UserNotifications

enum WateringReminder {
    static func trigger(for time: DateComponents, calendar: Calendar) -> UNCalendarNotificationTrigger {
        // Builds components in UTC, ignoring the calendar's time zone.
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let date = calendar.date(from: time) ?? .now
        let comps = utc.dateComponents([.hour, .minute], from: date)
        return UNCalendarNotificationTrigger(dateMatching: comps, repeats: true)
    }
}
