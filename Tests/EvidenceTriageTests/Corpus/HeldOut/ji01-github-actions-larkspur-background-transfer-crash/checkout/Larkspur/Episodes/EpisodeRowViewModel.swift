import Foundation

struct EpisodeRowViewModel {
    let title: String
    let duration: TimeInterval
    let isExplicit: Bool
    let isPlayed: Bool

    var durationText: String {
        let minutes = Int((duration / 60).rounded())
        // Design (LARK-812): "1h 5m" once an episode passes the hour.
        return "\(minutes) min"
    }
}
