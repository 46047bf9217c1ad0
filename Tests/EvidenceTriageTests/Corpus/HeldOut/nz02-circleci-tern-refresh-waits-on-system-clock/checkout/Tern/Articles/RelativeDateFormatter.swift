import Foundation

struct RelativeDateFormatter {
    let now: Date
    func string(for date: Date) -> String {
        let seconds = now.timeIntervalSince(date)
        if seconds < 3600 { return "\(Int(seconds / 60)) min ago" }
        if seconds < 36 * 3600 { return "\(Int(seconds / 3600)) h ago" }
        let days = Int(seconds / (24 * 3600))
        return days == 1 ? "Yesterday" : "\(days) days ago"
    }
}
