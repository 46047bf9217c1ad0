import Foundation

enum EpisodeDurationFormatter {
    /// 65 -> "1:05", 3665 -> "1:01:05"
    static func string(from seconds: Int) -> String {
        let minutes = seconds / 60
        let secs = seconds % 60
        return String(format: "%d:%02d", minutes, secs)
    }
}
