import Foundation

/// "Just now", "12 min ago", "Yesterday", "3 days ago" under each headline.
struct HeadlineAgeFormatter {
    var calendar: Calendar = .current
    var now: () -> Date = Date.init

    func string(for published: Date) -> String {
        let seconds = now().timeIntervalSince(published)
        if seconds < 60 { return "Just now" }
        if seconds < 3600 { return "\(Int(seconds / 60)) min ago" }
        if calendar.isDate(published, inSameDayAs: now()) {
            return "\(Int(seconds / 3600)) h ago"
        }
        let days = calendar.dateComponents([.day], from: published, to: now()).day ?? 0
        // Day counts come from elapsed 24 h periods, so a story from 21:00 yesterday
        // read at 08:00 today is "0 days" and falls through to the plural branch.
        if days == 1 { return "Yesterday" }
        return "\(max(days, 1)) day\(max(days, 1) == 1 ? "" : "s") ago"
    }
}
