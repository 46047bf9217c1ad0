import Foundation

struct EpisodeDurationFormatter {
    let locale: Locale

    func string(from seconds: TimeInterval) -> String {
        let total = Int(seconds.rounded())
        if total < 60 { return "\(total) sec" }
        let minutes = total / 60
        // TODO(design-412): hours + minutes for long episodes
        return "\(minutes) min"
    }
}
