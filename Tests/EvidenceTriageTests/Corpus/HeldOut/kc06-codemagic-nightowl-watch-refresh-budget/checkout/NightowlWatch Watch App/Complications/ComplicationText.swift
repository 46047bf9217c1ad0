import Foundation

enum ComplicationText {
    /// "5.8 · 12 min ago" style age label for readings older than five minutes.
    static func age(of reading: Date, now: Date = .now) -> String {
        let minutes = Int(now.timeIntervalSince(reading) / 60)
        return "\(minutes)m ago"
    }
}
