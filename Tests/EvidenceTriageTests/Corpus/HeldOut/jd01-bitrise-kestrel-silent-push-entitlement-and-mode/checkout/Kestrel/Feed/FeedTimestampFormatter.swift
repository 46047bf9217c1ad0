import Foundation

struct FeedTimestampFormatter {
    var calendar = Calendar(identifier: .gregorian)
    var now: () -> Date = Date.init

    func string(for date: Date) -> String {
        let seconds = now().timeIntervalSince(date)
        if seconds < 60 { return "Just now" }
        if seconds < 3600 { return "\(Int(seconds / 60)) min ago" }
        if calendar.isDate(date, inSameDayAs: now()) {
            return "\(Int(seconds / 3600)) h ago"
        }
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: date),
                                           to: calendar.startOfDay(for: now())).day ?? 0
        return days == 1 ? "1 day ago" : "\(days) days ago"
    }
}
