import Foundation

enum ArticleDateFormatter {
    static func relative(_ date: Date, now: Date, calendar: Calendar = .current) -> String {
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: date), to: calendar.startOfDay(for: now)).day ?? 0
        switch days {
        case 0: return "Today"
        case 1...6: return "\(days) day\(days == 1 ? "" : "s") ago"
        default:
            let f = DateFormatter(); f.dateStyle = .medium; f.timeStyle = .none
            return f.string(from: date)
        }
    }
}
