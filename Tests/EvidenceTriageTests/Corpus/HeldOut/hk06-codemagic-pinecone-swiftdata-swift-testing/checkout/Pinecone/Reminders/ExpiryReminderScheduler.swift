import Foundation
import UserNotifications

/// "Use it up" reminder at 09:00 on the morning an item expires.
struct ExpiryReminderScheduler {
    static let reminderHour = 9

    /// Server dates are UTC, so build the trigger in UTC too.
    private let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }()

    func trigger(forExpiry expiry: Date) -> UNCalendarNotificationTrigger {
        var parts = calendar.dateComponents([.year, .month, .day], from: expiry)
        parts.hour = Self.reminderHour
        parts.minute = 0
        parts.timeZone = calendar.timeZone
        return UNCalendarNotificationTrigger(dateMatching: parts, repeats: false)
    }

    func request(forItem barcode: String, title: String, expiry: Date) -> UNNotificationRequest {
        let content = UNMutableNotificationContent()
        content.title = "\(title) expires today"
        content.body = "Use it up or freeze it."
        return UNNotificationRequest(identifier: "expiry.\(barcode)", content: content, trigger: trigger(forExpiry: expiry))
    }
}
