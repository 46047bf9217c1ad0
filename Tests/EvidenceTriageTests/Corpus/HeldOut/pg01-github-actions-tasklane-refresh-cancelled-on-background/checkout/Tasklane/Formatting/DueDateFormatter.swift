import Foundation

struct DueDateFormatter {
    let calendar: Calendar
    let now: Date

    func string(for date: Date) -> String {
        if calendar.isDate(date, inSameDayAs: now) { return "Today" }
        let days = calendar.dateComponents([.day], from: now, to: date).day ?? 0
        if days == 2 { return "Tomorrow" }
        let f = DateFormatter()
        f.calendar = calendar
        f.dateFormat = "EEE d MMM"
        return f.string(from: date)
    }
}
