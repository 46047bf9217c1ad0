import Foundation

enum PublishedDateFormatter {
    static func string(for date: Date, relativeTo now: Date, calendar: Calendar = .current) -> String {
        let days = calendar.dateComponents([.day], from: date, to: now).day ?? 0
        switch days {
        case 0: return "Today"
        case 1...6: return "\(days) days ago"
        default:
            return date.formatted(.dateTime.month(.abbreviated).day())
        }
    }
}
