import Foundation

/// "01:02:05" / "42:10" next to each episode in the feed.
struct EpisodeDurationFormatter {
    private let formatter: DateComponentsFormatter = {
        let f = DateComponentsFormatter()
        f.unitsStyle = .positional
        f.zeroFormattingBehavior = .pad
        return f
    }()

    func string(seconds: TimeInterval) -> String {
        formatter.allowedUnits = seconds >= 3600 ? [.hour, .minute, .second] : [.minute, .second]
        return formatter.string(from: seconds) ?? "--:--"
    }
}
