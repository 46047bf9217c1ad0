import Foundation

/// "42 s", "3 min", "1 h 05 min" — shown in the call history list.
struct CallDurationFormatter {
    func string(seconds: Int) -> String {
        if seconds < 60 { return "\(seconds) s" }
        let minutes = seconds / 60
        if minutes < 60 { return "\(minutes) min" }
        return "\(minutes / 60) h \(minutes % 60) min"
    }
}
