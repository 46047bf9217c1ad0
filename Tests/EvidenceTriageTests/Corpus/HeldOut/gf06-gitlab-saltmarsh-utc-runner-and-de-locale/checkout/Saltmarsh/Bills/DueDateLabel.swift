import Foundation

/// "Due today" / "Due tomorrow" / "Overdue by 3 days" for a bill's due day.
struct DueDateLabel {
    var calendar: Calendar = .current

    func text(dueDay: DateComponents, now: Date) -> String {
        guard let due = calendar.date(from: dueDay) else { return "" }
        let today = calendar.startOfDay(for: now)
        let days = calendar.dateComponents([.day], from: today, to: calendar.startOfDay(for: due)).day ?? 0
        switch days {
        case 0: return "Due today"
        case 1: return "Due tomorrow"
        case let d where d > 1: return "Due in \(d) days"
        default: return "Overdue by \(-days) day\(days == -1 ? "" : "s")"
        }
    }
}
