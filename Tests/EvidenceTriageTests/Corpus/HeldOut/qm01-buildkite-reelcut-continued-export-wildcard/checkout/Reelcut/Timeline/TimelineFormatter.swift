import Foundation

enum TimelineFormatter {
    static func durationLabel(seconds: Double) -> String {
        let total = Int(seconds.rounded(.up))
        return String(format: "%d:%02d", total / 60, total % 60)
    }
}
