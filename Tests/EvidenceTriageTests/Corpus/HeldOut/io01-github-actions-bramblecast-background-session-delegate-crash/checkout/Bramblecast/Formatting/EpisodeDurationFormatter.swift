import Foundation

enum EpisodeDurationFormatter {
    /// "42 min", "1 hr 5 min"
    static func string(from seconds: Int) -> String {
        let minutes = seconds / 60
        if minutes < 60 { return "\(minutes) min" }
        let hours = minutes / 60
        let rest = minutes - hours * 60
        return rest == 0 ? "\(hours) hr" : "\(hours) hr \(rest) min"
    }
}
