import Foundation

enum DurationLabel {
    /// "42m", "1h 05m" — compact, for episode rows.
    static func text(seconds: Int) -> String {
        let f = DateComponentsFormatter()
        f.allowedUnits = seconds >= 3600 ? [.hour, .minute] : [.minute]
        f.unitsStyle = .short
        return f.string(from: TimeInterval(seconds)) ?? ""
    }
}
