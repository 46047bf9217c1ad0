import Foundation

struct TripSummary {
    var meters: Double
    var nauticalMilesText: String { String(format: "%.1f nm", meters / 1_609.344) }
    static func durationText(seconds: Int) -> String {
        seconds < 3_600 ? "\(seconds / 60) min" : "\(seconds / 3_600) h \((seconds % 3_600) / 60) min"
    }
}
