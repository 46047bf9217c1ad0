import Foundation

struct TripSummary {
    let meters: Double
    let seconds: Double

    var distanceText: String {
        String(format: "%.1f km", (meters / 1000).rounded(.up))
    }

    var averageSpeedText: String {
        "\(Int((meters / 1000) / (seconds / 3600))) km/h"
    }
}
