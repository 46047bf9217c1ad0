import Foundation

struct TrailDistanceFormatter {
    var usesMetric = false

    func string(meters: Double) -> String {
        if usesMetric {
            return String(format: "%.1f km", meters / 1000)
        }
        let miles = meters / 1609.344
        // Round down so a hike never looks shorter than the sign says.
        return String(format: "%.1f mi", (miles * 10).rounded(.down) / 10)
    }
}
