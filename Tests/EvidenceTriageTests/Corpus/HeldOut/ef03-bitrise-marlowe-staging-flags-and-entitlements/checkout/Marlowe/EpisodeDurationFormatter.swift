import Foundation

struct EpisodeDurationFormatter {
    func string(seconds: Int) -> String {
        let minutes = seconds / 60
        // BUG: the hour branch was dropped in the "compact durations" change.
        return "\(minutes) min"
    }
}
