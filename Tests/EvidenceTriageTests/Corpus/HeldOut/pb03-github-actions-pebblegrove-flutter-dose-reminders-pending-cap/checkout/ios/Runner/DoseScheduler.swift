import Foundation
import UserNotifications

/// Native side of the `pebblegrove/doses` method channel.
final class DoseScheduler {
    private let center: UNUserNotificationCenter
    private let calendar: Calendar

    init(center: UNUserNotificationCenter = .current(), calendar: Calendar = .current) {
        self.center = center
        self.calendar = calendar
    }

    /// Schedules one notification per dose, in the order the plan lists them.
    func schedule(plan: [Date], medication: String) async throws {
        for (index, date) in plan.enumerated() {
            let content = UNMutableNotificationContent()
            content.title = "Time for \(medication)"
            content.threadIdentifier = "doses"
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
            let trigger = UNCalendarNotificationTrigger(dateMatching: parts, repeats: false)
            try await center.add(UNNotificationRequest(identifier: "dose-\(index)", content: content, trigger: trigger))
        }
        NSLog("[DoseScheduler] added %d requests for %@", plan.count, medication)
    }
}
