import Foundation
import UserNotifications

struct BillReminderScheduler {
    var calendar: Calendar = .current
    var reminderHour = 9

    func makeTrigger(for bill: Bill) -> UNCalendarNotificationTrigger {
        var parts = DateComponents()
        parts.hour = reminderHour
        switch bill.schedule {
        case .weekly(let weekday): parts.weekday = weekday
        case .monthly(let day): parts.day = day
        }
        return UNCalendarNotificationTrigger(dateMatching: parts, repeats: true)
    }

    func schedule(_ bill: Bill, center: UNUserNotificationCenter = .current()) async throws {
        let content = UNMutableNotificationContent()
        content.title = bill.name
        content.body = "Due today: \(CurrencyFormatter.shared.string(bill.amount))"
        let request = UNNotificationRequest(identifier: "bill.\(bill.id)", content: content, trigger: makeTrigger(for: bill))
        try await center.add(request)
    }
}
