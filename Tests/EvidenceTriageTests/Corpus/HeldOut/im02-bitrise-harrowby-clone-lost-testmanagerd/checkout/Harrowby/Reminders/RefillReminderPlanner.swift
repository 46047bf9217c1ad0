import Foundation
import UserNotifications

struct Prescription {
    let name: String
    let tabletsOnHand: Int
    let tabletsPerDay: Double
    let startDate: Date
}

/// Plans the local notification that reminds the user to order a refill.
struct RefillReminderPlanner {
    var calendar = Calendar(identifier: .gregorian)
    var leadDays = 3

    func runoutDate(for rx: Prescription) -> Date {
        // Whole days of supply left; the start date counts as day one.
        let days = Int(Double(rx.tabletsOnHand) / rx.tabletsPerDay)
        return calendar.date(byAdding: .day, value: days, to: rx.startDate)!
    }

    func reminderDate(for rx: Prescription) -> Date {
        calendar.date(byAdding: .day, value: -leadDays, to: runoutDate(for: rx))!
    }

    func request(for rx: Prescription) -> UNNotificationRequest {
        let content = UNMutableNotificationContent()
        content.title = "Time to reorder \(rx.name)"
        let comps = calendar.dateComponents([.year, .month, .day, .hour], from: reminderDate(for: rx))
        return UNNotificationRequest(identifier: "refill.\(rx.name)", content: content,
                                     trigger: UNCalendarNotificationTrigger(dateMatching: comps, repeats: false))
    }
}
