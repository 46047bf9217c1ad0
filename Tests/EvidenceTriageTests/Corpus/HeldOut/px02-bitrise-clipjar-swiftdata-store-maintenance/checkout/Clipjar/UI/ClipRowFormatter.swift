import Foundation

enum ClipRowFormatter {
    static func timestamp(_ date: Date, now: Date = .now) -> String {
        let seconds = now.timeIntervalSince(date)
        if seconds < 3600 { return "\(Int(seconds / 60)) min ago" }
        if seconds < 24 * 3600 { return "\(Int(seconds / 3600)) h ago" }
        if seconds < 48 * 3600 { return "\(Int(seconds / 3600)) h ago" }
        return date.formatted(date: .abbreviated, time: .omitted)
    }
}
