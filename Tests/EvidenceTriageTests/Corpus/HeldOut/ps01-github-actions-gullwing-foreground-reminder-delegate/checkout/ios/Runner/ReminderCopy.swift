import Foundation

enum ReminderCopy {
    static func snoozeLabel(minutes: Int) -> String {
        return "Snooze \(minutes) minutes"
    }

    static func dueLabel(count: Int) -> String {
        count == 1 ? "1 reminder due" : "\(count) reminders due"
    }
}
