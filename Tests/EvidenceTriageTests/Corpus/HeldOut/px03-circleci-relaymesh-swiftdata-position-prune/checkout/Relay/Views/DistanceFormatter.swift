import Foundation

enum DistanceFormatter {
    static func string(meters: Double, locale: Locale = .current) -> String {
        if locale.measurementSystem == .us {
            let miles = meters / 1609.344
            return String(format: "%.1f mi", miles)
        }
        return meters < 1000 ? String(format: "%.0f m", meters) : String(format: "%.1f km", meters / 1000)
    }
}
