import Foundation

struct ReminderCopy {
    let title: String
    let body: String

    static func streak(days: Int, habit: String) -> ReminderCopy {
        ReminderCopy(title: "Streak", body: "Keep your \(days)-days \(habit) streak going!")
    }

    static func morning(habit: String) -> ReminderCopy {
        ReminderCopy(title: "Good morning", body: "Time for \(habit).")
    }
}
