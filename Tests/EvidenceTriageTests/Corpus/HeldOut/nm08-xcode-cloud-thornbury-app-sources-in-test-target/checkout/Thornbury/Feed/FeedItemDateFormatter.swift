import Foundation

enum FeedItemDateFormatter {
    static func relative(_ date: Date, now: Date) -> String {
        let hours = Int(now.timeIntervalSince(date) / 3600)
        return hours < 48 ? "\(hours)h ago" : "Yesterday"
    }
}
