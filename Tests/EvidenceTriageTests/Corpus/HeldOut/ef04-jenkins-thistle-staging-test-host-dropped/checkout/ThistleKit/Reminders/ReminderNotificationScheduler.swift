import Foundation
import UserNotifications

public final class ReminderNotificationScheduler {
    private let center: UNUserNotificationCenter

    public init(center: UNUserNotificationCenter = .current()) {
        self.center = center
    }

    public func scheduleDaily(_ reminder: DoseReminder) async throws {
        let content = UNMutableNotificationContent()
        content.title = reminder.medicationName
        content.body = "Time for your \(reminder.doseLabel) dose"
        let trigger = UNCalendarNotificationTrigger(dateMatching: reminder.time, repeats: true)
        try await center.add(UNNotificationRequest(identifier: reminder.id, content: content, trigger: trigger))
    }
}
