import Foundation

enum CallDurationFormatter {
    /// "0:42" under an hour, "1:02:03" above.
    static func string(from seconds: Int) -> String {
        let h = seconds / 3600, m = (seconds % 3600) / 60, s = seconds % 60
        if h > 0 { return String(format: "%d:%02d:%02d", h, m, s) }
        return String(format: "%02d:%02d", m, s)
    }
}
