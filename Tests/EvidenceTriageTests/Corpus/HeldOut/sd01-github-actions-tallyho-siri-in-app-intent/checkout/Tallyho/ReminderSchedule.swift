import Foundation
import UserNotifications

struct ReminderSchedule {
    let everyHours: Int
    let quietStart: Int
    let quietEnd: Int

    var reminderHours: [Int] {
        stride(from: quietEnd, through: quietStart + 1, by: everyHours).map { $0 % 24 }
    }

    func triggers() -> [UNCalendarNotificationTrigger] {
        reminderHours.map { hour in
            UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: hour), repeats: true)
        }
    }
}
