import Foundation
import UserNotifications

struct Reminder { let id: String; let title: String; let fireDate: Date }

final class ReminderScheduler {
    private let center: UNUserNotificationCenter
    private let now: () -> Date

    init(center: UNUserNotificationCenter, now: @escaping () -> Date) {
        self.center = center
        self.now = now
    }

    /// Pushes every upcoming reminder to the notification center.
    func sync(_ reminders: [Reminder]) async throws {
        let upcoming = reminders.filter { $0.fireDate > now() }
        for r in upcoming {
            let content = UNMutableNotificationContent()
            content.title = r.title
            content.sound = .default
            let comps = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: r.fireDate)
            let trigger = UNCalendarNotificationTrigger(dateMatching: comps, repeats: false)
            try await center.add(UNNotificationRequest(identifier: r.id, content: content, trigger: trigger))
        }
    }

    func cancel(_ reminder: Reminder) async throws {
        center.removePendingNotificationRequests(withIdentifiers: [reminder.id])
    }
}
