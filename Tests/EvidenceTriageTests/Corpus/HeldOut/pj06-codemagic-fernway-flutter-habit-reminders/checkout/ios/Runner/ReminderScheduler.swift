import Foundation
import UserNotifications

enum ReminderScheduler {
    static func request(id: String, title: String, fireAt: Date, now: Date = Date()) -> UNNotificationRequest {
        let content = UNMutableNotificationContent()
        content.title = title
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: fireAt.timeIntervalSince(now), repeats: false)
        return UNNotificationRequest(identifier: id, content: content, trigger: trigger)
    }

    static func requests(for reminders: [(String, String, Date)], now: Date = Date()) -> [UNNotificationRequest] {
        reminders.map { request(id: $0.0, title: $0.1, fireAt: $0.2, now: now) }
    }
}
