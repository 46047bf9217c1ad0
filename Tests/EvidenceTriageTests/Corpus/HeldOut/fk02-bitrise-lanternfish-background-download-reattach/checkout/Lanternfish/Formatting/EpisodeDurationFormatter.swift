import Foundation

/// "42:07", "1:05:00" — the duration column in the episode list.
struct EpisodeDurationFormatter {
    func string(from seconds: TimeInterval) -> String {
        let total = Int(seconds.rounded())
        let minutes = total / 60
        let secs = total % 60
        return String(format: "%d:%02d", minutes, secs)
    }
}
