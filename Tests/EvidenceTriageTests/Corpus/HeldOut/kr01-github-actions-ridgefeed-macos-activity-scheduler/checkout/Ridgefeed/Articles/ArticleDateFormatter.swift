import Foundation

struct ArticleDateFormatter {
    var calendar = Calendar(identifier: .gregorian)
    var now: () -> Date = Date.init

    func string(for date: Date) -> String {
        let startOfToday = calendar.startOfDay(for: now())
        if date >= startOfToday {
            return "Today"
        }
        let days = calendar.dateComponents([.day], from: date, to: startOfToday).day ?? 0
        if days <= 1 {
            return "\(days + 1) days ago"
        }
        return "\(days) days ago"
    }
}
