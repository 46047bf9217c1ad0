import Foundation

struct TrailDistanceFormatter {
    let locale: Locale

    func string(meters: Double) -> String {
        let miles = meters / 1609.344
        if miles < 0.1 {
            let feet = Int((meters * 3.28084).rounded(.down))
            return "\(feet) ft"
        }
        return String(format: "%.1f mi", miles)
    }
}
