import Foundation

enum DurationFormatter {
    /// 3725 -> "1:02:05", 125 -> "2:05"
    static func string(from seconds: Int) -> String {
        let minutes = seconds / 60
        let secs = seconds % 60
        return String(format: "%d:%02d", minutes, secs)
    }
}
