import Foundation

/// Formats episode lengths for the compact episode cells ("42m", "1h", "1d").
/// Only the largest unit is shown.
enum EpisodeDurationFormatter {
    private static let formatter: DateComponentsFormatter = {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = .abbreviated
        formatter.allowedUnits = [.day, .hour, .minute]
        formatter.maximumUnitCount = 1
        formatter.zeroFormattingBehavior = .dropAll
        return formatter
    }()

    static func compactString(seconds: Int) -> String {
        var components = DateComponents()
        components.day = seconds / 86_400
        components.hour = (seconds % 86_400) / 3_600
        components.minute = (seconds % 3_600) / 60
        return formatter.string(from: components) ?? ""
    }
}
