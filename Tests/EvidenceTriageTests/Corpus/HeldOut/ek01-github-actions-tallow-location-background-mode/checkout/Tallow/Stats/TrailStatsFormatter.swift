import Foundation

enum TrailStatsFormatter {
    /// Elevation gain shown on the trail summary card, whole metres.
    static func elevationGain(_ metres: Double) -> String {
        let value = Int(metres)
        return "\(value) m"
    }

    static func distance(_ metres: Double) -> String {
        let km = metres / 1000
        return String(format: "%.1f km", km)
    }
}
