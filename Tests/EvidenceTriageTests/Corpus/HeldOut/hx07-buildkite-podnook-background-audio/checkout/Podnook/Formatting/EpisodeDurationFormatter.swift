import Foundation

enum EpisodeDurationFormatter {
    /// "48 min", "1 h 12 min"
    static func string(seconds: Int) -> String {
        let minutes = seconds / 60
        if minutes < 60 { return "\(minutes) min" }
        return "\(minutes / 60) h"
    }
}
