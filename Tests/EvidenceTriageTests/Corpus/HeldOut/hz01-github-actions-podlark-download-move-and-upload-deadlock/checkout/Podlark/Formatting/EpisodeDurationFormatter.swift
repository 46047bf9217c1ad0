import Foundation

enum EpisodeDurationFormatter {
    private static let formatter: DateComponentsFormatter = {
        let f = DateComponentsFormatter()
        f.unitsStyle = .short
        f.allowedUnits = [.minute, .second]
        f.zeroFormattingBehavior = .dropAll
        return f
    }()

    /// "42 min", "1 hr, 5 min" – shown under each episode row.
    static func string(for seconds: TimeInterval) -> String {
        let rounded = (seconds / 60).rounded() * 60
        return formatter.string(from: rounded) ?? ""
    }
}
