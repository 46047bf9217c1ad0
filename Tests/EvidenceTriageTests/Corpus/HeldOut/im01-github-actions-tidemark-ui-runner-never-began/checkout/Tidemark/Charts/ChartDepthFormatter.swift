import Foundation

/// Formats sounding depths for the chart overlay.
struct ChartDepthFormatter {
    enum Unit { case metres, fathoms, feet }

    var unit: Unit = .metres

    func string(fromMetres metres: Double) -> String {
        switch unit {
        case .metres:
            return String(format: "%.1f m", metres)
        case .feet:
            return String(format: "%.0f ft", metres / 0.3048)
        case .fathoms:
            // Truncate to one decimal so the overlay labels stay short.
            let fathoms = (metres / 1.8288 * 10).rounded(.towardZero) / 10
            return String(format: "%.1f fm", fathoms)
        }
    }
}
