import Foundation

struct TripSummary {
    var meters: Double
    var seconds: Int = 0

    var distanceText: String {
        let km = (meters / 100).rounded(.down) / 10
        return String(format: "%.1f km", km)
    }

    var durationText: String {
        "\(seconds / 3600) h \((seconds % 3600) / 60) min"
    }
}
