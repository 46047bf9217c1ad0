import Foundation

enum VisitSummaryFormatter {
    static func dwell(_ seconds: TimeInterval) -> String {
        let minutes = Int(seconds / 60)
        return minutes >= 60 ? "\(minutes / 60) h \(minutes % 60) min" : "\(minutes) min"
    }

    static func summary(place: String, seconds: TimeInterval) -> String {
        "\(place) · \(dwell(seconds.rounded(.down)))"
    }
}
