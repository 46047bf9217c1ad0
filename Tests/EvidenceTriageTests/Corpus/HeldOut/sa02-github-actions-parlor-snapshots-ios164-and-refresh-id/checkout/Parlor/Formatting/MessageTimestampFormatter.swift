import Foundation

struct MessageTimestampFormatter {
    var calendar = Calendar(identifier: .gregorian)

    func dayLabel(for date: Date, now: Date) -> String {
        let days = calendar.dateComponents([.day], from: date, to: now).day ?? 0
        switch days {
        case 0: return "Today"
        case 1: return "Yesterday"
        default: return "\(days) days ago"
        }
    }
}
